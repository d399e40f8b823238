import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

interface StatusPageProps {
  code: string;
  title: string;
  text: string;
  icon?: ReactNode;
  /** label of the button back to the start page */
  back: string;
  /** inside the shell the page fills the content area, not the whole window */
  inLayout?: boolean;
}

/**
 * Centred full-height page for /401 and /404: they are public, so they work without the shell;
 * inside it (a refused or unknown screen of a signed-in user) it fills the content area.
 */
export function StatusPage({ code, title, text, icon, back, inLayout = false }: StatusPageProps) {
  return (
    <Box component={inLayout ? 'div' : 'main'} data-status={code} sx={{ minHeight: inLayout ? '60vh' : '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      {/* inside the shell the app bar's title is the screen's h1 */}
      {inLayout && <Title title={title} />}
      {icon}
      <Typography variant="h2" component="p" color="text.secondary">{code}</Typography>
      <Typography variant="h5" component={inLayout ? 'h2' : 'h1'}>{title}</Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={Link} to="/" variant="contained">{back}</Button>
    </Box>
  );
}
