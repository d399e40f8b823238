import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { VenueSummary } from '../selectedVenue/SelectedVenueContext';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useVenueSearch } from '../selectedVenue/useVenueSearch';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';

/**
 * Toolbar venue search (spec part 1 §2): trimmed text, matches names, picking one selects it.
 * On a narrow screen it sits in the venue popover (`inPopover`), on the paper's colours.
 */
export function VenueSearch({ inPopover = false, onSelected }: { inPopover?: boolean; onSelected?: () => void }) {
  const translate = useTranslate();
  const { select } = useSelectedVenue();
  const [text, setText] = useState('');
  const { canAccess } = useCanAccess({ resource: VENUE_RESOURCE, action: 'list' });
  const { venues, isPending } = useVenueSearch(text, 20, !!canAccess && text.trim() !== '');
  if (!canAccess) return null;
  return (
    <Autocomplete<VenueSummary>
      size="small"
      sx={
        inPopover
          ? { width: '100%' }
          : {
              width: 240,
              '& .MuiOutlinedInput-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', py: 0 },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
              '& .MuiSvgIcon-root': { color: 'inherit' },
              '& input::placeholder': { color: 'inherit', opacity: 0.9 },
            }
      }
      options={text.trim() ? venues : []}
      loading={isPending && text.trim() !== ''}
      filterOptions={(options) => options}
      getOptionLabel={(v) => (v.readableId ? `${v.name} (${v.readableId})` : v.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      value={null}
      onChange={(_, v) => {
        if (v) select(v);
        setText('');
        if (v) onSelected?.();
      }}
      noOptionsText={translate('app.venueSelector.empty', { _: 'No venues found.' })}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          placeholder={translate('app.venueSelector.search', { _: 'Search venue' })}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': translate('app.venueSelector.search', { _: 'Search venue' }) } }}
        />
      )}
    />
  );
}
