import type { ReactNode } from 'react';
import { Card } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Empty, Offline, Title, useListContext } from 'react-admin';
import { ListLoadError } from './ListLoadError';
import { ListRowsSkeleton } from '../layout/ListRowsSkeleton';

// react-admin's class names, so theme overrides and page styles that name them keep applying.
const classes = { main: 'RaList-main', content: 'RaList-content', actions: 'RaList-actions', noResults: 'RaList-noResults' };

const Root = styled('div', { name: 'RaList', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  [`& .${classes.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  [`& .${classes.content}`]: { position: 'relative', overflow: 'inherit', [theme.breakpoints.down('sm')]: { boxShadow: 'none' } },
  [`& .${classes.noResults}`]: { flex: 1 },
}));

const Toolbar = styled('div', { name: 'RaListToolbar', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: { backgroundColor: (theme.vars || theme).palette.background.paper, flexWrap: 'inherit', flexDirection: 'column-reverse' },
}));

/** The left part of the toolbar: the search box and the filters a user added, as react-admin's filter form lays them out. */
const Filters = styled('div')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  '& > form': { flex: '0 1 auto', minHeight: 0, padding: 0 },
}));

interface SchemaListViewProps {
  title: ReactNode;
  /** the search box and the added filters (left) */
  filters: ReactNode;
  /** the toolbar's buttons (right) */
  actions: ReactNode;
  pagination: ReactNode;
  /** the page of a list without records and without filters; false shows the list (and its toolbar) */
  empty?: false;
  children: ReactNode;
}

/**
 * react-admin's ListView (title, toolbar, content card, pagination, empty and offline pages)
 * without its filter form: ListView imports that form, and with it the form library, on every
 * list. The generated list loads its filter inputs on first use instead (DeferredFilterForm). A
 * list whose rows could not be loaded says so (ListLoadError) rather than "No … found"; one still
 * loading shows grey rows at once.
 */
export function SchemaListView({ title, filters, actions, pagination, empty, children }: SchemaListViewProps) {
  const { defaultTitle, data, isPaused, isPending, isPlaceholderData, error, filterValues, resource, total, hasNextPage, hasPreviousPage } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  // A failed load is not an empty list: the error (with "Try again") replaces the rows, and the
  // pagination goes with them, so no total of an earlier answer stands beside it.
  const failed = !!error && !offline;
  const showEmpty =
    empty !== false &&
    !error &&
    !isPending &&
    (total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && !(data as unknown[] | undefined)?.length)) &&
    !Object.keys(filterValues).length;

  return (
    <Root className="list-page">
      <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      {showEmpty ? (
        <div className={classes.noResults}><Empty /></div>
      ) : (
        <div className={classes.main}>
          <Toolbar className={classes.actions}>
            <Filters>{filters}</Filters>
            <span />
            {actions}
          </Toolbar>
          <Card className={classes.content}>{offline ? <Offline /> : failed ? <ListLoadError /> : isPending ? <ListRowsSkeleton /> : children}</Card>
          {!failed && pagination}
        </div>
      )}
    </Root>
  );
}
