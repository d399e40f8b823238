import { Alert, AlertTitle, Box, Button } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useListContext, useTranslate } from 'react-admin';
import { isUnreachable } from '../recovery/unreachableRetry';
import { useRefetchWhileUnreachable } from '../recovery/useRefetchWhileUnreachable';

/**
 * What a list shows when its rows could not be loaded, instead of "No … found": that loading
 * failed, why, and "Try again". With the server unreachable the list also asks again by itself
 * (useRefetchWhileUnreachable) and fills as soon as the server answers.
 */
export function ListLoadError() {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  useRefetchWhileUnreachable(error, refetch);
  const unreachable = isUnreachable(error);
  const message = (error as Error | null)?.message;
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<ReplayIcon />} disabled={isFetching} onClick={() => void refetch()}>
            {translate('recovery.retry')}
          </Button>
        }
      >
        <AlertTitle>{translate('recovery.listFailed')}</AlertTitle>
        {unreachable ? translate('recovery.listUnreachable') : message ? translate(message, { _: message }) : translate('ra.notification.http_error')}
      </Alert>
    </Box>
  );
}
