import { AppBar, Box, Toolbar } from '@mui/material';
import { LanguagePicker } from '../layout/LanguagePicker';
import { MaintenanceBanner } from '../layout/MaintenanceBanner';
import { Logo } from './Logo';

/**
 * Spec part 1 §2: a logged-out user sees a simple bar with the logo and the language picker
 * (and, like everyone, the maintenance banner while maintenance mode is on).
 */
export function LoggedOutBar() {
  return (
    <>
      <AppBar position="static" color="secondary" elevation={0}>
        <Toolbar variant="dense">
          <Logo />
          <Box sx={{ flex: 1 }} />
          <LanguagePicker />
        </Toolbar>
      </AppBar>
      <MaintenanceBanner />
    </>
  );
}
