import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/**
 * /home, the start page of users without the statistics overview. The spec does not show its
 * content, so it greets and points at the menu.
 */
export function HomePage({ title }: { title?: string }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const heading = title ?? translate('app.home', { _: 'Home' });
  return (
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
  );
}
