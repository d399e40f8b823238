/** Record ids in a path (24 hex characters) say which record, not which screen. */
const ID = /^[0-9a-f]{24}$/;

/**
 * The screen part of a route below its entity: `/article/{category}/{id}/edit/simple` →
 * `['edit', 'simple']`, `/venue/{id}/panic` → `['panic']`, `/table/create` → `['create']`;
 * `id` is the record the screen is about (the last id: an article's category comes before it).
 */
export function crumbTail(pathname: string): { first: string | undefined; tail: string[]; id?: string } {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const id = rest.filter((s) => ID.test(s)).pop();
  return { first, tail: rest.filter((s) => !ID.test(s)), ...(id ? { id } : {}) };
}
