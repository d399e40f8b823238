import { useState } from 'react';
import { Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Select, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../src/admin/format/formatMoney';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useBillingCall } from './useBillingCall';
import { useBillingDownload } from './useBillingDownload';
import { useBillingFormat } from './useBillingFormat';

/** Order types the per-article call takes (ORDER_TYPES of the server's transaction home). */
const TYPES = ['inside', 'takeaway', 'delivery'] as const;

interface Articles { currency: string; articles: { article: string; name: string; quantity: number; total: number }[] }

/**
 * The per-article breakdown of the venue's revenue orders of the month (GET
 * invoice/{venue}/venue/articles[/{type}]): quantity and sum per article, biggest first, and totals.
 */
export function ArticlesSection({ venue, month }: { venue: string; month: string }) {
  const translate = useTranslate();
  const { money, locale } = useBillingFormat();
  const [type, setType] = useState<'' | (typeof TYPES)[number]>('');
  const { data, isFetching } = useBillingCall<Articles>(['articles', venue, month, type], !!venue, (signal) => (type
    ? apiCall('v3/payment/invoice/{venue}/venue/articles/{type}', 'get', { params: { venue, type }, query: { month }, signal })
    : apiCall('v3/payment/invoice/{venue}/venue/articles', 'get', { params: { venue }, query: { month }, signal })).then((r) => (r as any).data as Articles));
  const quantity = data?.articles.reduce((s, a) => s + a.quantity, 0) ?? 0;
  const total = data?.articles.reduce((s, a) => s + a.total, 0) ?? 0;
  const download = useBillingDownload();

  return (
    <Box data-testid="billing-articles">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="billing-article-type">{translate('billing.articles.type')}</InputLabel>
        <Select labelId="billing-article-type" label={translate('billing.articles.type')} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          <MenuItem value="">{translate('billing.articles.allTypes')}</MenuItem>
          {TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`billing.articles.types.${t}`)}</MenuItem>)}
        </Select>
      </FormControl>
      <Button variant="outlined" disabled={!venue} onClick={() => void download({ kind: 'articlesCsv', venue, month, ...(type ? { type } : {}) })}>{translate('billing.articles.download')}</Button>
      </Box>
      {isFetching && <LinearProgress sx={{ my: 1 }} />}
      {data && data.articles.length === 0 && <Typography color="text.secondary">{translate('billing.articles.none')}</Typography>}
      {data && data.articles.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('billing.tabs.articles')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('billing.articles.article')}</TableCell>
                <TableCell align="right">{translate('billing.quantity')}</TableCell>
                <TableCell align="right">{translate('billing.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.articles.map((a) => (
                <TableRow key={a.article}>
                  <TableCell>{a.name || a.article}</TableCell>
                  <TableCell align="right">{formatCount(a.quantity, locale)}</TableCell>
                  <TableCell align="right">{money(a.total, data.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 'inherit' } }}>
              <TableRow data-testid="billing-articles-total">
                <TableCell><strong>{translate('billing.total')}</strong></TableCell>
                <TableCell align="right"><strong>{formatCount(quantity, locale)}</strong></TableCell>
                <TableCell align="right"><strong>{money(total, data.currency)}</strong></TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
    </Box>
  );
}
