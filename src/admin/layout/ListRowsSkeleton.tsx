import { Box, Skeleton } from '@mui/material';

/** Grey rows in place of a list's rows until its first page arrives (react-admin's own table waits a second, blank, before its placeholder). */
export function ListRowsSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Box data-skeleton="rows" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 3, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton width="20%" />
          <Skeleton width="25%" />
          <Skeleton width="15%" />
          <Skeleton width="20%" />
        </Box>
      ))}
    </Box>
  );
}
