import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { RecentActionsList } from '../recent/RecentActionsList';
import { useGrant } from '../session/useGrant';
import { HomeShortcuts } from './home/HomeShortcuts';
import { HomeVenues } from './home/HomeVenues';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ px: 0, '&:last-child': { pb: 1 } }}>
        <Typography variant="h6" component="h2" sx={{ px: 2, pb: 1 }}>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /home, the start page of users without the statistics overview (operators, staff): what they
 * can do — their venues (one click makes a venue active), shortcuts to the screens they may
 * open, and their recent actions.
 */
export function HomePage({ title }: { title?: string }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const grant = useGrant();
  const heading = title ?? translate('app.home', { _: 'Home' });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Title title={heading} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="h5" component="h2">
          {translate('app.home.welcome', { name: identity?.fullName ?? '', _: 'Welcome, %{name}' })}
        </Typography>
      </Box>
      <Section title={translate('screens.home.shortcuts')} testId="home-shortcuts-card">
        <HomeShortcuts />
      </Section>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        {checkAccess(grant, 'venue.view') && (
          <Section title={translate('screens.home.venues')}>
            <HomeVenues />
          </Section>
        )}
        <Section title={translate('app.recentActions.title')}>
          <RecentActionsList />
        </Section>
      </Box>
    </Box>
  );
}
