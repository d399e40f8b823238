import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu } from 'react-admin';
import { DownloadsTray } from '../downloads/DownloadsTray';
import { RecentActionsMenu } from '../recent/RecentActionsMenu';
import { ActiveVenue } from './ActiveVenue';
import { LanguagePicker } from './LanguagePicker';
import { LogoutMenuItem } from './LogoutMenuItem';
import { SecurityMenuItem } from './SecurityMenuItem';
import { ThemeMenuItem } from './ThemeMenuItem';
import { VenueSearch } from './VenueSearch';

/**
 * Toolbar of spec part 1 §2: page title, active venue with short id and copy, venue search,
 * language picker, recent actions, the downloads tray, and the user menu (its button shows the user's name) with
 * Security, the dark mode switch and Logout.
 */
export function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguagePicker />
          <RecentActionsMenu />
          <DownloadsTray />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <SecurityMenuItem />
          <ThemeMenuItem />
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
