import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { useAssignableRoles } from './useAssignableRoles';

/** The rule of GET v1/auth/user/requests and its approve/reject calls (user managers). */
const APPROVER_ACCESS = ['user.update', 'user.update.restricted'];

interface Request { _id: string; name: string; email: string; createdAt: string }

/**
 * Above the user list: the people who registered through the brand's link and wait for it. A
 * brand's user manager (or an administrator) approves one with a role it may hand out, which
 * links the account to the brand, or rejects the request. Nothing shows when none wait.
 */
export function RegistrationRequests() {
  const grant = useGrant();
  const allowed = checkAccess(grant, APPROVER_ACCESS);
  const { data = [] } = useQuery({
    queryKey: ['user', 'registrationRequests'],
    queryFn: ({ signal }) => apiCall('v1/auth/user/requests', 'get', { signal }).then((b) => b.data as Request[]),
    enabled: allowed,
  });
  if (!allowed || !data.length) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="registration-requests">
      <CardContent>
        <RequestsBody requests={data} />
      </CardContent>
    </Card>
  );
}

function RequestsBody({ requests }: { requests: Request[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">{translate('app.users.requests.title', { smart_count: requests.length })}</Typography>
      <Alert severity="info">{translate('app.users.requests.hint')}</Alert>
      {requests.map((r) => <RequestRow key={r._id} request={r} />)}
    </Stack>
  );
}

function RequestRow({ request }: { request: Request }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { roles } = useAssignableRoles();
  const [role, setRole] = useState('');
  const [busy, setBusy] = useState(false);
  const offered = roles.filter((r) => r.slug !== 'registered' && r.slug !== 'franchisee');

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      if (approve) await apiCall('v1/auth/user/{id}/approve', 'patch', { params: { id: request._id }, body: { role } });
      else await apiCall('v1/auth/user/{id}/reject', 'patch', { params: { id: request._id } });
      notify(approve ? 'app.users.requests.approved' : 'app.users.requests.rejected', { type: 'success', messageArgs: { name: request.name } });
      await queryClient.invalidateQueries({ queryKey: ['user', 'registrationRequests'] });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} data-testid="registration-request">
      <Typography sx={{ flex: 1 }}>
        {request.name} ({request.email})
      </Typography>
      <TextField
        select
        size="small"
        label={translate('app.users.requests.role')}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        sx={{ minWidth: 200 }}
        inputProps={{ 'data-testid': 'request-role' }}
      >
        {offered.map((r) => <MenuItem key={r.slug} value={r.slug}>{r.name}</MenuItem>)}
      </TextField>
      <Button variant="contained" disabled={busy || !role} onClick={() => void decide(true)}>{translate('app.users.requests.approve')}</Button>
      <Button color="error" disabled={busy} onClick={() => void decide(false)}>{translate('app.users.requests.reject')}</Button>
    </Stack>
  );
}
