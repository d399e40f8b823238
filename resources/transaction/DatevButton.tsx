import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { apiFile } from '../../src/admin/providers/apiCall';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { messageOf } from './messageOf';

/** The first and last day of a month `YYYY-MM`. */
const monthDays = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return { from: `${month}-01`, to: `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}` };
};

/**
 * The venue's revenue and refunds of the billing month as a DATEV booking batch
 * (GET v1/export/datev, EXTF_Buchungsstapel_{DD-MM-YYYY}.csv), for holders of `payment.datev.export`.
 */
export function DatevButton({ venue, month }: { venue: string; month: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  if (!checkAccess(grant, 'payment.datev.export')) return null;
  const download = async () => {
    try {
      const file = await apiFile('v1/export/datev', 'get', { query: { venue, ...monthDays(month) } as never });
      saveBlob(file.blob, file.filename ?? 'EXTF_Buchungsstapel.csv');
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  };
  return <Button variant="outlined" disabled={!venue || !/^\d{4}-\d{2}$/.test(month)} onClick={() => void download()}>{translate('billing.datev')}</Button>;
}
