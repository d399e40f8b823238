import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';

const PER_PAGE = [10, 25, 50, 100];

/**
 * The list's pagination; when the total is an estimate (a search with more matches than the
 * server counts exactly, the answer's totalIsEstimate), its range reads "1–25 of about 12,000".
 */
export function SchemaPagination() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const about = !!(meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate;
  return (
    <Pagination
      rowsPerPageOptions={PER_PAGE}
      {...(about ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => translate('app.aboutRange', { from, to, total: count.toLocaleString(locale) }) } : {})}
    />
  );
}
