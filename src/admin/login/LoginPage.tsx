import { Box, Card, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AccessibleNames } from '../layout/AccessibleNames';
import { takePendingNotice } from '../providers/pendingNotice';
import { LoggedOutBar } from './LoggedOutBar';
import { LoginForm } from './LoginForm';

/** The start page of a logged-out user (also react-admin's /login). */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  useEffect(() => {
    const notice = takePendingNotice();
    if (notice) notify(notice, { type: 'success' });
  }, [notify]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LoggedOutBar />
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: 380, maxWidth: '100%' }}>
          <Typography variant="h5" component="h1" sx={{ px: 2, pt: 3 }}>{translate('ra.auth.sign_in')}</Typography>
          <AccessibleNames>
            <LoginForm />
          </AccessibleNames>
        </Card>
      </Box>
    </Box>
  );
}
