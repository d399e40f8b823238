import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { isChunkLoadError } from './isChunkLoadError';

/**
 * What a failed page shows: for a screen whose code could not be loaded (connection dropped, new
 * version installed) that reloading helps; otherwise that another menu entry or a reload does.
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const chunk = isChunkLoadError(error);
  return (
    <Box sx={{ p: { xs: 0, sm: 2 } }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{translate(chunk ? 'recovery.screenFailed' : 'recovery.errorTitle')}</AlertTitle>
        {translate(chunk ? 'recovery.screenFailedHint' : 'recovery.errorHint')}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {translate('recovery.reload')}
          </Button>
          <Button startIcon={<ReplayIcon />} onClick={onRetry}>
            {translate('recovery.retry')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
