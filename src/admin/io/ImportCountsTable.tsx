import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export const ROW_KINDS = ['category', 'option', 'article', 'optionArticle'] as const;
export type Counts = Record<(typeof ROW_KINDS)[number], number>;

/**
 * Records per kind a foodcard import creates and updates: the preview's "to create / to update"
 * before the import, and "created / updated" after it.
 */
export function ImportCountsTable({ created, updated, preview }: { created: Counts; updated: Counts; preview?: boolean }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ mt: 1, maxWidth: 520, '& td, & th': { px: { xs: 0.75, sm: 2 } } }} data-testid={preview ? 'foodcard-import-preview-counts' : 'foodcard-import-counts'}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{translate(preview ? 'foodcardIo.willCreate' : 'foodcardIo.created')}</TableCell>
          <TableCell align="right">{translate(preview ? 'foodcardIo.willUpdate' : 'foodcardIo.updated')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ROW_KINDS.map((k) => (
          <TableRow key={k} data-kind={k}>
            <TableCell component="th" scope="row">{translate(`foodcardIo.rows.${k}`)}</TableCell>
            <TableCell align="right" data-count="created">{created[k]}</TableCell>
            <TableCell align="right" data-count="updated">{updated[k]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
