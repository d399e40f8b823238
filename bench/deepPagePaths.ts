import type { FastifyInstance } from 'fastify';

export interface DeepPagePaths {
  /** 'keyset' when the list answers with `pageInfo` (reached by walking `after` cursors), else 'offset' */
  method: 'keyset' | 'offset';
  page: number;
  firstPath: string;
  deepPath: string;
  /** the same page by `page=N`, measured beside the keyset one */
  offsetPath: string;
  /** the deep page holds the same rows either way (always true for 'offset') */
  sameRows: boolean;
}

/**
 * The URLs of the first page and of page `page` of one list shape (`base` ends in its query).
 * When the first answer carries react-admin's `pageInfo`, the deep page is reached the way a
 * user gets there, by keyset: `after=<endCursor>` from page 1, `page - 1` times, done here once at
 * setup. Without `pageInfo` the deep page is the offset page.
 */
export async function deepPagePaths(app: FastifyInstance, token: string, base: string, page: number): Promise<DeepPagePaths> {
  const get = async (url: string) => {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { data: { _id: string }[]; pageInfo?: { endCursor?: string | null; hasNextPage?: boolean } };
  };
  const firstPath = base;
  const offsetPath = `${base}&page=${page}`;
  let answer = await get(firstPath);
  if (!answer.pageInfo) return { method: 'offset', page, firstPath, deepPath: offsetPath, offsetPath, sameRows: true };
  let deepPath = firstPath;
  for (let p = 2; p <= page; p++) {
    const cursor = answer.pageInfo?.endCursor;
    if (!cursor || answer.pageInfo?.hasNextPage === false) throw new Error(`keyset walk ended at page ${p - 1} of ${page}`);
    deepPath = `${base}&after=${encodeURIComponent(cursor)}`;
    answer = await get(deepPath);
  }
  const ids = (a: { data: { _id: string }[] }) => a.data.map((r) => r._id).join();
  return { method: 'keyset', page, firstPath, deepPath, offsetPath, sameRows: ids(answer) === ids(await get(offsetPath)) };
}
