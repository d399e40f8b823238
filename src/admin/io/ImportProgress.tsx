import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportFlow } from './useImportFlow';

/** "Checking the file…" / "Importing…" while the dry run or the import runs. */
export function ImportProgress<R>({ flow, i18n }: { flow: ImportFlow<R>; i18n: string }) {
  const translate = useTranslate();
  if (!flow.busy) return null;
  const text = translate(`${i18n}.${flow.busy === 'check' ? 'checking' : 'importing'}`);
  return (
    <Box sx={{ mt: 2 }} role="status">
      <LinearProgress aria-label={text} />
      <Typography variant="body2" sx={{ mt: 1 }}>{text}</Typography>
    </Box>
  );
}
