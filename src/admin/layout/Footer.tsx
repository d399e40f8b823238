import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { version } from '../../../package.json';

/** Spec part 1 §2: privacy and imprint in a new tab, and the app version (package.json's, the one source of it). */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, display: 'flex', gap: 3, alignItems: 'center', justifyContent: 'center', color: 'text.secondary', fontSize: 13 }}>
      <Link href="/privacy" target="_blank" rel="noopener" color="inherit">{translate('app.privacy', { _: 'Privacy' })}</Link>
      <Link href="/imprint" target="_blank" rel="noopener" color="inherit">{translate('app.imprint', { _: 'Imprint' })}</Link>
      <Typography variant="caption">{translate('app.version', { version, _: `Version ${version}` })}</Typography>
    </Box>
  );
}
