import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importErrorText, type ImportError } from './importErrorText';

/** The errors of an import file: line, column and what is wrong, in the reader's language. */
export function ImportErrorTable({ errors }: { errors: readonly ImportError[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ mt: 1, '& td, & th': { px: { xs: 0.75, sm: 2 } } }} data-testid="foodcard-import-error-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('foodcardIo.line')}</TableCell>
          <TableCell>{translate('foodcardIo.column')}</TableCell>
          <TableCell>{translate('foodcardIo.problem')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e, i) => {
          const row = importErrorText(translate, e);
          return (
            <TableRow key={`${e.path}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.line ?? translate('foodcardIo.wholeFile')}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.column ?? ''}</TableCell>
              <TableCell>{row.text}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
