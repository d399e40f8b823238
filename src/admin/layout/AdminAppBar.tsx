import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { DownloadsTray } from '../downloads/DownloadsTray';
import { RecentActionsMenu } from '../recent/RecentActionsMenu';
import { ActiveVenue } from './ActiveVenue';
import { ActiveVenueButton } from './ActiveVenueButton';
import { LanguagePicker } from './LanguagePicker';
import { LogoutMenuItem } from './LogoutMenuItem';
import { SecurityMenuItem } from './SecurityMenuItem';
import { ThemeMenuItem } from './ThemeMenuItem';
import { VenueSearch } from './VenueSearch';

/**
 * Toolbar of spec part 1 §2: page title, active venue with short id and copy, venue search,
 * language picker, recent actions, the downloads tray, and the user menu (its button shows the user's name) with
 * Security, the dark mode switch and Logout. Below `md` (phones, narrow tablets) the venue and the
 * language collapse to icons and the title ends in an ellipsis, so nothing overlaps; the refresh
 * button, which a phone's own reload replaces, is left out there.
 */
export function AdminAppBar() {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  // react-admin's user menu shows the name from `sm` up, an icon below (its breakpoint)
  const named = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const { identity } = useGetIdentity();
  // The button shows the user's name, so its accessible name starts with it (WCAG 2.5.3). The
  // phone's icon button translates its label as a key, with "Profile" for any other text: it
  // gets the key.
  const userMenuLabel = named && identity?.fullName ? `${identity.fullName} – ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <AppBar
      toolbar={
        <>
          <LanguagePicker compact={compact} />
          <RecentActionsMenu />
          <DownloadsTray />
          {!compact && <LoadingIndicator />}
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          <SecurityMenuItem />
          <ThemeMenuItem />
          <LogoutMenuItem />
        </UserMenu>
      }
    >
      {/* The page title is each screen's one h1 (react-admin renders it as an h6); headings inside
          a page start at h2. */}
      <TitlePortal
        component="h1"
        variant="h6"
        sx={{ flex: '1 1 auto', minWidth: 0, mr: 1, whiteSpace: 'nowrap', '&, & .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
      />
      {compact ? (
        <ActiveVenueButton />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mr: 1, minWidth: 0, flexShrink: 1 }}>
          <ActiveVenue />
          <VenueSearch />
        </Box>
      )}
    </AppBar>
  );
}
