import { AppBar, Box, Toolbar } from '@mui/material';
import { LanguagePicker } from '../layout/LanguagePicker';
import { Logo } from './Logo';

/** Spec part 1 §2: a logged-out user sees a simple bar with the logo and the language picker. */
export function LoggedOutBar() {
  return (
    <AppBar position="static" color="secondary" elevation={0}>
      <Toolbar variant="dense">
        <Logo />
        <Box sx={{ flex: 1 }} />
        <LanguagePicker />
      </Toolbar>
    </AppBar>
  );
}
