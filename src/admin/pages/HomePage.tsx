import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { RecentActionsList } from '../recent/RecentActionsList';

/**
 * /home, the start page of users without the statistics overview. The spec does not show its
 * content, so it greets, points at the menu and offers the user's recent actions.
 */
export function HomePage({ title }: { title?: string }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const heading = title ?? translate('app.home', { _: 'Home' });
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={heading} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.home.welcome', { name: identity?.fullName ?? '', _: 'Welcome, %{name}' })}
          </Typography>
          <Typography color="text.secondary">
            {translate('app.home.hint', { _: 'Choose a section in the menu to get started.' })}
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ px: 0, '&:last-child': { pb: 1 } }}>
          <Typography variant="h6" component="h2" sx={{ px: 2, pb: 1 }}>{translate('app.recentActions.title')}</Typography>
          <RecentActionsList />
        </CardContent>
      </Card>
    </>
  );
}
