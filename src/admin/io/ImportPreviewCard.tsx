import type { ReactNode } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button as MuiButton, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImportErrorTable } from './ImportErrorTable';
import type { ImportFlow } from './useImportFlow';

/**
 * The dry run's answer: every error with its line, or "ready", then what would be created and
 * updated (`children`), and for a clean file the button that asks to import it.
 */
export function ImportPreviewCard<R>({ flow, i18n, testId, children }: { flow: ImportFlow<R>; i18n: string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  const { preview } = flow;
  if (!preview) return null;
  return (
    <Card component="section" aria-labelledby={`${testId}-preview-title`} data-testid={`${testId}-preview`}>
      <CardContent>
        <Typography id={`${testId}-preview-title`} variant="h6" component="h2">{translate(`${i18n}.previewTitle`)}</Typography>
        {preview.errors.length ? (
          <Box data-testid={`${testId}-errors`}>
            <Alert severity="error" sx={{ mt: 1 }}>{translate(`${i18n}.previewFailed`, { smart_count: preview.errors.length })}</Alert>
            <ImportErrorTable errors={preview.errors} />
          </Box>
        ) : (
          <Alert severity="info" sx={{ mt: 1 }}>{translate(`${i18n}.previewReady`)}</Alert>
        )}
        {children}
        {!preview.errors.length && (
          <Box sx={{ mt: 2 }}>
            <MuiButton variant="contained" startIcon={<UploadFileIcon />} onClick={flow.askToImport} disabled={!!flow.busy}>{translate(`${i18n}.import`)}</MuiButton>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
