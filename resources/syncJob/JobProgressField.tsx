import { Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A job's progress as a bar with its percentage. */
export function JobProgressField() {
  const record = useRecordContext();
  if (!record) return null;
  const value = Number(record.progress ?? 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} aria-label={`${value}%`} color={record.status === 'failed' ? 'error' : 'primary'} />
      <Typography variant="body2">{value}%</Typography>
    </Box>
  );
}
