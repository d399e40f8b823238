import { Alert, Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../format/formatMoney';
import { apiCall } from '../providers/apiCall';
import { useSession } from '../session/useSession';
import { RequireAccess } from './RequireAccess';
import { DASHBOARD_PERMISSION } from './startPage';


function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>{label}</Typography>
        <Typography variant="h4" component="p" data-testid={testId}>{value ?? <Skeleton width={140} />}</Typography>
      </CardContent>
    </Card>
  );
}

function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const { data, error, isPending } = useQuery({
    // per user: another sign-in in this tab must not see the previous user's figures
    queryKey: ['statistic', 'overview', session?.id],
    queryFn: ({ signal }) => apiCall('v1/statistic/overview', 'get', { signal }).then((b) => b.data),
    retry: false,
  });
  const money = (n: number | undefined) => (n === undefined ? null : formatMoney(n / 100, locale));
  const title = translate('menu.dashboard');

  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      {error ? <Alert severity="error">{translate(error.message || 'errors.unknown', { _: error.message })}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('app.dashboard.totalRevenue')} value={isPending ? null : money(data?.totalRevenue) ?? '–'} testId="total-revenue" />
        <Figure label={translate('app.dashboard.netRevenue')} value={isPending ? null : money(data?.netRevenue) ?? '–'} testId="net-revenue" />
        <Figure label={translate('app.dashboard.orderCount')} value={isPending ? null : data?.orderCount !== undefined ? formatCount(data.orderCount, locale) : '–'} testId="order-count" />
      </Box>
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">{translate('app.dashboard.perVenue')}</Typography>
          <Typography variant="body2" color="text.secondary">{translate('app.dashboard.basis')}</Typography>
        </CardContent>
        <TableContainer>
          <Table size="small" aria-label={translate('app.dashboard.perVenue')}>
            <TableHead>
              <TableRow>
                {/* the entity's name (in the core): the landing loads no venue field labels */}
                <TableCell>{translate('resources.venue.name', { smart_count: 1 })}</TableCell>
                <TableCell>{translate('app.dashboard.shortId')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.revenue')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.netRevenue')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.orders')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.venues?.map((v) => (
                <TableRow key={v.venue} hover>
                  <TableCell>{v.name}</TableCell>
                  <TableCell>{v.readableId}</TableCell>
                  <TableCell align="right">{money(v.revenue)}</TableCell>
                  <TableCell align="right">{money(v.netRevenue)}</TableCell>
                  <TableCell align="right">{v.orderCount === undefined ? null : formatCount(v.orderCount, locale)}</TableCell>
                </TableRow>
              ))}
              {data?.venues?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography variant="body2" color="text.secondary">{translate('app.dashboard.empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {isPending && (
                <TableRow>
                  <TableCell colSpan={5}><Skeleton /></TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Box>
  );
}

/**
 * /dashboard (statistics overview permission): total revenue, net revenue and order count, and
 * the same per venue with its short id (GET v1/statistic/overview, completed orders only).
 */
export function DashboardPage() {
  return (
    <RequireAccess rule={DASHBOARD_PERMISSION}>
      <Dashboard />
    </RequireAccess>
  );
}
