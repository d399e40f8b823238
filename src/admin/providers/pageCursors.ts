/** react-admin's pageInfo as the list API answers it (every list answer carries it). */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

const MAX_LISTS = 50;

/**
 * The last page each list (its URL without the page number) showed, with its cursors: the
 * neighbouring page is then asked by keyset (`after=` its last row, `before=` its first), which
 * costs the same at page 600 as at page 2; any other page (a jump) goes by page number. The
 * page number is sent too, so the answer and the pagination keep counting pages.
 */
export function pageCursors() {
  const last = new Map<string, { page: number; info: PageInfo }>();
  return {
    /** `after` or `before` for `page` of the list `key`, when the page shown last is its neighbour */
    cursorFor(key: string, page: number): [string, string] | undefined {
      const shown = last.get(key);
      if (!shown) return undefined;
      if (page === shown.page + 1 && shown.info.hasNextPage && shown.info.endCursor) return ['after', shown.info.endCursor];
      if (page === shown.page - 1 && page > 1 && shown.info.startCursor) return ['before', shown.info.startCursor];
      return undefined;
    },
    remember(key: string, page: number, info: PageInfo | undefined): void {
      last.delete(key);
      if (!info) return;
      if (last.size >= MAX_LISTS) last.delete(last.keys().next().value!);
      last.set(key, { page, info });
    },
    forget(key: string): void {
      last.delete(key);
    },
  };
}
