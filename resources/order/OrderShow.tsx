import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { registry } from '../../src/admin/registry';
import { RecordTitle } from '../../src/admin/from-schema/RecordTitle';
import { SchemaField } from '../../src/admin/from-schema/SchemaField';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useGrant } from '../../src/admin/session/useGrant';
import { MoneyText } from './MoneyText';
import { OrderLogs } from './OrderLogs';
import { OrderPayments } from './OrderPayments';
import { RetryButton } from './RetryButton';
import { useVenueClock } from '../../src/admin/format/useVenueClock';

const DETAILS = ['venue', 'status', 'type', 'subtype', 'table', 'customer', 'room', 'pickupStation', 'paymentMethod', 'promoCode', 'externalOrderId', 'secondaryCode'] as const;
const CLIENT = ['platform', 'device', 'browser', 'appVersion', 'osVersion'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderView() {
  const record = useRecordContext();
  const entity = useEntity();
  const translate = useTranslate();
  const grant = useGrant();
  const { zone, dateTime } = useVenueClock(record?.venue);
  if (!record) return null;
  const f = (name: string) => translate(`resources.order.fields.${name}`);
  const s = (name: string) => translate(`orderUi.screens.${name}`);
  const items = (record.items ?? []) as { name: string; quantity: number; unitPrice: number }[];
  const currency = record.currency as string | undefined;
  const meta = (record.clientMeta ?? {}) as Record<string, string | undefined>;
  const paymentRule = registry.get('payment')?.def['x-access'].view;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Section title={s('details')}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p">{record.code}</Typography>
          {record.isTest && <Chip size="small" color="warning" label={s('testBadge')} />}
          <Typography variant="body2" color="text.secondary">
            {dateTime(record.createdAt, { named: false })} · {translate('orderUi.screens.timeZone', { zone })}
          </Typography>
        </Stack>
        <Grid container spacing={2}>
          {DETAILS.filter((d) => record[d] !== undefined && record[d] !== '').map((d) => (
            <Grid key={d} size={{ xs: 6, md: 3 }}>
              <Labeled label={f(d)}><SchemaField entity={entity} source={d} prop={entity.def.properties[d]} /></Labeled>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section title={s('items')}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={s('items')}>
            <TableHead>
              <TableRow>
                <TableCell>{s('article')}</TableCell><TableCell align="right">{s('quantity')}</TableCell>
                <TableCell align="right">{s('unitPrice')}</TableCell><TableCell align="right">{s('lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, i) => (
                <TableRow key={i}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right"><MoneyText minor={item.unitPrice} currency={currency} /></TableCell>
                  {/* integer cents times a whole quantity: exact */}
                  <TableCell align="right"><MoneyText minor={item.unitPrice * item.quantity} currency={currency} /></TableCell>
                </TableRow>
              ))}
              <TableRow><TableCell colSpan={3}>{s('net')}</TableCell><TableCell align="right"><MoneyText minor={record.net} currency={currency} /></TableCell></TableRow>
              <TableRow><TableCell colSpan={3}>{s('tip')}</TableCell><TableCell align="right"><MoneyText minor={record.tip ?? 0} currency={currency} /></TableCell></TableRow>
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 'bold' }}>{s('gross')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}><MoneyText minor={record.total} currency={currency} /></TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </Section>

      <Section title={s('client')}>
        <Grid container spacing={2}>
          {CLIENT.map((c) => (
            <Grid key={c} size={{ xs: 6, md: 2 }}>
              <Labeled label={f(`clientMeta.${c}`)}><Typography variant="body2">{meta[c] ?? '–'}</Typography></Labeled>
            </Grid>
          ))}
        </Grid>
      </Section>

      {checkAccess(grant, 'order.log.view') && (
        <Section title={s('logs')}>
          <Box sx={{ overflowX: 'auto' }}><OrderLogs order={String(record.id)} zone={zone} updatedAt={record.updatedAt} /></Box>
        </Section>
      )}

      {paymentRule && checkAccess(grant, paymentRule) && (
        <Section title={s('payments')}>
          <Box sx={{ overflowX: 'auto' }}><OrderPayments order={String(record.id)} zone={zone} /></Box>
        </Section>
      )}
    </Box>
  );
}

/** The order view: details, items with totals, client, logs, payments; retry for order.retry holders. */
export function OrderShow() {
  const entity = useEntity();
  const grant = useGrant();
  return (
    <Show title={<RecordTitle entity={entity} />} actions={<TopToolbar>{checkAccess(grant, 'order.retry') && <RetryButton />}</TopToolbar>}>
      <OrderView />
    </Show>
  );
}
