import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';

/**
 * The active venue's name and short id with a copy button (spec part 1 §2). The name opens the
 * venue's edit screen for users who may update venues, the simple edit screen for holders of
 * venue.update.simple, and is plain text for the others. `onNavigate` closes the phone's
 * venue popover when the name is followed.
 */
export function ActiveVenue({ onNavigate }: { onNavigate?: () => void }) {
  const { venue, venueId } = useSelectedVenue();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: VENUE_RESOURCE, action: 'edit' });
  const canEditSimple = checkAccess(useGrant(), 'venue.update.simple');
  const editPath = canEdit ? 'edit' : canEditSimple ? 'edit/simple' : null;
  if (!venueId) {
    return <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{translate('app.venue.noneSelected', { _: 'No venue selected' })}</Typography>;
  }
  const name = venue?.name ?? '…';
  const shortId = venue?.readableId;
  const copy = async () => {
    if (!shortId) return;
    try {
      await navigator.clipboard.writeText(shortId);
      notify('app.idCopied', { type: 'info', messageArgs: { _: 'Id copied to the clipboard.' } });
    } catch {
      notify('app.venue.copyFailed', { type: 'warning', messageArgs: { _: 'Copying is not allowed in this browser.' } });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }} data-testid="active-venue">
      {editPath ? (
        <MuiLink component={Link} to={`/${VENUE_RESOURCE}/${venueId}/${editPath}`} onClick={onNavigate} color="inherit" underline="hover" noWrap sx={{ fontWeight: 500 }}>
          {name}
        </MuiLink>
      ) : (
        <Typography noWrap sx={{ fontWeight: 500 }}>{name}</Typography>
      )}
      {shortId && (
        <>
          <Typography variant="body2">({shortId})</Typography>
          <Tooltip title={translate('app.copyId', { _: 'Copy id' })}>
            <IconButton size="small" color="inherit" onClick={copy} aria-label={translate('app.copyId', { _: 'Copy id' })}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );
}
