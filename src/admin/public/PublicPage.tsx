import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { AccessibleNames } from '../layout/AccessibleNames';
import { LoggedOutBar } from '../login/LoggedOutBar';

interface PublicPageProps {
  title: string;
  children: ReactNode;
  /** card width; documents use a wide one */
  width?: number;
}

/**
 * Public screens (forgot and reset password, legal texts): no sidebar or toolbar, the logged-out
 * bar, and centred full-height content (spec part 1 §2 "Shell").
 */
export function PublicPage({ title, children, width = 420 }: PublicPageProps) {
  return (
    <AccessibleNames>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Title title={title} />
        <LoggedOutBar />
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Card sx={{ width, maxWidth: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h5" component="h1">{title}</Typography>
            {children}
          </Card>
        </Box>
      </Box>
    </AccessibleNames>
  );
}
