/** What an import did, per action and entity: the sync job's entries (`{action, entity, count}`). */
export class PosTally {
  private readonly counts = new Map<string, number>();

  add(action: 'created' | 'updated', entity: string, n = 1): void {
    const key = `${action} ${entity}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  entries(): { action: string; entity: string; count: number }[] {
    return [...this.counts].map(([key, count]) => {
      const [action, entity] = key.split(' ');
      return { action, entity, count };
    });
  }
}
