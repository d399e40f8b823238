import { useState } from 'react';
import {
  Alert, Box, Button, Chip, CircularProgress, MenuItem, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead,
  TablePagination, TableRow, TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { formatMonth } from '../../src/admin/format/formatMonth';
import { VenueTimeField } from '../../src/admin/format/VenueTimeField';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { ProvisionLogsDialog } from './ProvisionLogsDialog';
import { PROVISION_KEY, useProvision, type ProvisionFilters, type ProvisionRow } from './useProvision';

const STATUSES = ['notClaimed', 'waiting', 'success'] as const;
/** Filters side by side on wide screens, one per line on phones. */
const FILTER = { width: { xs: '100%', sm: 220 } };
const CHIP: Record<string, 'default' | 'warning' | 'success'> = { notClaimed: 'default', waiting: 'warning', success: 'success' };

/**
 * /provision (spec part 2 §2–§7): the provision of every venue month with its status, revenue and
 * provision, the total of the filtered months, and per row Claim (provision.claim), Reset of a
 * waiting claim (provision.claim.reset) and the log (provision.logs); the buttons follow the same access rules
 * as the server.
 */
export function ProvisionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ProvisionFilters>({ venue: '', from: '', to: '', status: '' });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [resetting, setResetting] = useState<ProvisionRow | null>(null);
  const [logsOf, setLogsOf] = useState<ProvisionRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { list, total } = useProvision(filters, page, limit);
  const venues = useGetList('venue', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: checkAccess(grant, 'venue.view') });
  const can = (rule: string) => checkAccess(grant, rule);
  const t = (key: string, opts?: object) => translate(`provisionUi.${key}`, opts);
  const money = (minor: number, currency: string) => formatMoney(minor / 100, locale, currency);
  const statusLabel = (s: string) => translate(`resources.provision.enums.status.${s}`);
  const field = (f: string) => translate(`resources.provision.fields.${f}`);
  const setFilter = (key: keyof ProvisionFilters, value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };

  const change = async (row: ProvisionRow, kind: 'claim' | 'reset') => {
    const key = `${row.venue}|${row.month}`;
    setBusy(key);
    try {
      if (kind === 'claim') await apiCall('v3/payment/provision/claim/{venue}', 'patch', { params: { venue: row.venue }, query: { month: row.month } });
      else await apiCall('v3/payment/provision/claim/{venue}/reset', 'patch', { params: { venue: row.venue }, query: { month: row.month } });
      notify(kind === 'claim' ? 'provisionUi.claimed' : 'provisionUi.wasReset', { type: 'success', messageArgs: { month: formatMonth(row.month, locale) } });
    } catch (e) {
      const err = e as { status?: number; message?: string };
      const message = err.status === 409 ? (kind === 'claim' ? 'provisionUi.alreadyClaimed' : 'provisionUi.notClaimed') : err.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(null);
      setResetting(null);
      await queryClient.invalidateQueries({ queryKey: [PROVISION_KEY] });
    }
  };

  const rows = list.data?.data ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label={field('venue')} value={filters.venue} onChange={(e) => setFilter('venue', e.target.value)} fullWidth={false} sx={FILTER}>
          <MenuItem value="">{t('allVenues')}</MenuItem>
          {(venues.data ?? []).map((v) => <MenuItem key={v.id} value={String(v.id)}>{String(v.name)}</MenuItem>)}
        </TextField>
        <TextField size="small" type="month" label={t('from')} value={filters.from} onChange={(e) => setFilter('from', e.target.value)} fullWidth={false} sx={FILTER} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="month" label={t('to')} value={filters.to} onChange={(e) => setFilter('to', e.target.value)} fullWidth={false} sx={FILTER} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select size="small" label={field('status')} value={filters.status} onChange={(e) => setFilter('status', e.target.value)} fullWidth={false} sx={FILTER}>
          <MenuItem value="">{t('allStatuses')}</MenuItem>
          {STATUSES.map((s) => <MenuItem key={s} value={s}>{statusLabel(s)}</MenuItem>)}
        </TextField>
      </Box>
      {list.error ? <Alert severity="error">{translate((list.error as Error).message || 'errors.unknown', { _: (list.error as Error).message })}</Alert> : null}
      {list.isPending ? <CircularProgress size={24} /> : (
        <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{field('venue')}</TableCell>
                <TableCell>{field('month')}</TableCell>
                <TableCell>{field('status')}</TableCell>
                <TableCell align="right">{field('orderCount')}</TableCell>
                <TableCell align="right">{field('revenue')}</TableCell>
                <TableCell align="right">{field('provision')}</TableCell>
                <TableCell>{field('claimedAt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow><TableCell colSpan={8}>{t('empty')}</TableCell></TableRow>
              ) : rows.map((row) => {
                const key = `${row.venue}|${row.month}`;
                return (
                  <TableRow key={key} data-testid={`provision-${row.venueName}-${row.month}`}>
                    <TableCell>{row.venueName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonth(row.month, locale)}</TableCell>
                    <TableCell><Chip size="small" color={CHIP[row.status]} label={statusLabel(row.status)} data-testid="provision-status" /></TableCell>
                    <TableCell align="right">{row.orderCount}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(row.revenue, row.currency)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(row.provision, row.currency)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}><VenueTimeField venue={row.venue} value={row.claimedAt} /></TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.status === 'notClaimed' && can('provision.claim') ? (
                        <Button size="small" variant="contained" disabled={busy === key} onClick={() => void change(row, 'claim')}>{t('claim')}</Button>
                      ) : null}
                      {row.status === 'waiting' && can('provision.claim.reset') ? (
                        <Button size="small" disabled={busy === key} onClick={() => setResetting(row)}>{t('reset')}</Button>
                      ) : null}
                      {row._id && can('provision.logs') ? <Button size="small" onClick={() => setLogsOf(row)}>{t('logs')}</Button> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            {total.data?.totals.length ? (
              <TableFooter>
                {total.data.totals.map((sum) => (
                  <TableRow key={sum.currency} data-testid="provision-total">
                    <TableCell sx={{ fontWeight: 600 }}>{t('total')}</TableCell>
                    <TableCell colSpan={2}>{t('months', { smart_count: total.data.months })}</TableCell>
                    <TableCell align="right">{sum.orderCount}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(sum.revenue, sum.currency)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(sum.provision, sum.currency)}</TableCell>
                    <TableCell colSpan={2} />
                  </TableRow>
                ))}
              </TableFooter>
            ) : null}
          </Table>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page - 1}
            rowsPerPage={limit}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => { setLimit(Number(e.target.value)); setPage(1); }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          />
        </TableContainer>
      )}
      <Confirm
        isOpen={!!resetting}
        loading={!!busy}
        title={t('reset')}
        content={resetting ? t('confirmReset', { venue: resetting.venueName, month: formatMonth(resetting.month, locale) }) : ''}
        onConfirm={() => { if (resetting) void change(resetting, 'reset'); }}
        onClose={() => setResetting(null)}
      />
      {logsOf ? <ProvisionLogsDialog row={logsOf} onClose={() => setLogsOf(null)} /> : null}
    </Box>
  );
}
