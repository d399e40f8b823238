import { Box, Card, Skeleton } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ListRowsSkeleton } from './ListRowsSkeleton';

/** A list's layout: toolbar buttons on the right, a card of rows, the pagination. */
function ListSkeleton() {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, minHeight: 64, alignItems: 'flex-end', pb: 0.5 }}>
        <Skeleton variant="rounded" width={110} height={30} />
        <Skeleton variant="rounded" width={110} height={30} />
      </Box>
      <Card>
        <ListRowsSkeleton />
      </Card>
    </>
  );
}

/** A form's layout: tabs, a column of inputs, the save bar. */
function FormSkeleton() {
  return (
    <Card sx={{ mt: 6, p: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, mb: 3 }}>
        {[80, 70, 90, 80].map((w, i) => <Skeleton key={i} width={w} height={32} />)}
      </Box>
      {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 2, maxWidth: 860 }} />)}
      <Skeleton variant="rounded" width={100} height={36} />
    </Card>
  );
}

/**
 * What a screen looks like before its code or its access check arrived: the skeleton of a form
 * on edit, create and show addresses, of a list elsewhere, so a first visit shows the page's
 * layout at once instead of a spinner on a blank page (issue 24, felt speed).
 */
export function PageSkeleton() {
  const { pathname } = useLocation();
  const form = /\/(create|edit|show)(\/|$)/.test(pathname);
  return (
    <Box data-skeleton={form ? 'form' : 'list'} aria-busy="true" sx={{ width: '100%' }}>
      {form ? <FormSkeleton /> : <ListSkeleton />}
    </Box>
  );
}
