import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Logo() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <StorefrontIcon />
      <Typography variant="h6" component="span" noWrap>{translate('app.name', { _: 'Back Office' })}</Typography>
    </Box>
  );
}
