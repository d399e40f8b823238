import { Box, Skeleton } from '@mui/material';
import { PageSkeleton } from './PageSkeleton';

/**
 * The signed-in shell's layout (toolbar, sidebar, page) while the shell's code loads, the same
 * shape index.html paints before any script ran: a reload goes from one to the other without a blank page.
 */
export function ShellSkeleton() {
  return (
    <Box data-skeleton="shell" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box sx={{ height: 48, bgcolor: 'primary.main' }} />
      <Box sx={{ display: 'flex' }}>
        <Box sx={{ width: 240, flexShrink: 0, pt: 2, px: 2, display: { xs: 'none', md: 'block' } }}>
          {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} width={i % 4 === 0 ? '50%' : '80%'} height={28} />)}
        </Box>
        <Box sx={{ flex: 1, px: 3, pt: 3 }}>
          <PageSkeleton />
        </Box>
      </Box>
    </Box>
  );
}
