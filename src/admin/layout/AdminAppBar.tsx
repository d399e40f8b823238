import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu } from 'react-admin';
import { ActiveVenue } from './ActiveVenue';
import { LanguagePicker } from './LanguagePicker';
import { LogoutMenuItem } from './LogoutMenuItem';
import { VenueSearch } from './VenueSearch';

/**
 * Toolbar of spec part 1 §2: page title, active venue with short id and copy, venue search,
 * language picker, and the user menu (its button shows the user's name). The Security item
 * joins the menu when the /auth/security screen exists.
 */
export function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguagePicker />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <LogoutMenuItem />
        </UserMenu>
      }
    >
      <TitlePortal variant="h6" sx={{ flex: '0 1 auto', mr: 2 }} />
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mr: 1, minWidth: 0 }}>
        <ActiveVenue />
        <VenueSearch />
      </Box>
    </AppBar>
  );
}
