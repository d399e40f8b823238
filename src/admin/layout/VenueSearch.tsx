import { Suspense, useState } from 'react';
import { TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { lazyRetry } from '../recovery/lazyRetry';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';
import { venueSearchSx } from './venueSearchSx';

// MUI's Autocomplete is a large part of a list page's scripts: it loads on the first focus of
// the field, not with every page.
const VenueSearchBox = lazyRetry(() => import('./VenueSearchBox').then((m) => ({ default: m.VenueSearchBox })));

/**
 * Toolbar venue search (spec part 1 §2): trimmed text, matches names, picking one selects it.
 * On a narrow screen it sits in the venue popover (`inPopover`), on the paper's colours. Until
 * it is focused it is a plain field that looks the same.
 */
export function VenueSearch({ inPopover = false, onSelected }: { inPopover?: boolean; onSelected?: () => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  const { canAccess } = useCanAccess({ resource: VENUE_RESOURCE, action: 'list' });
  if (!canAccess) return null;
  const name = translate('app.venueSelector.search', { _: 'Search venue' });
  const plain = (
    <TextField
      size="small"
      variant="outlined"
      sx={venueSearchSx(inPopover)}
      placeholder={name}
      value={text}
      autoFocus={used}
      onFocus={() => setUsed(true)}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': name, role: 'combobox', 'aria-expanded': false, autoComplete: 'off' } }}
    />
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <VenueSearchBox inPopover={inPopover} onSelected={onSelected} text={text} setText={setText} />
    </Suspense>
  );
}
