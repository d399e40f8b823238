/**
 * Reordering of a list shown by sortOrder (categories): the screen moves items by drag and drop,
 * up/down buttons or a typed position, then sends every id in the new order (x-action sort).
 */

/** The list with the item at `from` moved to index `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/**
 * The list with the item at `from` moved to the 1-based `position` a user typed; a position
 * that is not a whole number leaves the list as it is.
 */
export function moveToPosition<T>(list: readonly T[], from: number, position: number): T[] {
  if (!Number.isInteger(position)) return [...list];
  return moveItem(list, from, position - 1);
}

/** Whether the order differs from the stored one (only then is there something to save). */
export function orderChanged(ids: readonly string[], stored: readonly string[]): boolean {
  return ids.length !== stored.length || ids.some((id, i) => id !== stored[i]);
}
