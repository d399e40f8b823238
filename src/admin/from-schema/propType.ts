/** The JSON type of a property schema, ignoring a `null` alternative (`['string', 'null']`). */
export function propType(prop: any): string | undefined {
  const t = prop?.type;
  if (Array.isArray(t)) return t.find((x: string) => x !== 'null');
  if (t) return t;
  if (prop?.properties) return 'object';
  return undefined;
}
