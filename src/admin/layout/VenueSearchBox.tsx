import { Autocomplete, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { VenueSummary } from '../selectedVenue/SelectedVenueContext';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useVenueSearch } from '../selectedVenue/useVenueSearch';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';
import { venueSearchSx } from './venueSearchSx';

export interface VenueSearchBoxProps {
  inPopover: boolean;
  onSelected?: () => void;
  /** the typed text, kept by VenueSearch so what was typed before this box loaded stays */
  text: string;
  setText: (text: string) => void;
}

/**
 * The venue search's picker (MUI Autocomplete), loaded by VenueSearch once the field is used:
 * it opens on mount, with the focus the plain field had.
 */
export function VenueSearchBox({ inPopover, onSelected, text, setText }: VenueSearchBoxProps) {
  const translate = useTranslate();
  const { select } = useSelectedVenue();
  const { canAccess } = useCanAccess({ resource: VENUE_RESOURCE, action: 'list' });
  const { venues, isPending } = useVenueSearch(text, 20, !!canAccess && text.trim() !== '');
  if (!canAccess) return null;
  return (
    <Autocomplete<VenueSummary>
      size="small"
      sx={venueSearchSx(inPopover)}
      openOnFocus
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
          autoFocus
          placeholder={translate('app.venueSelector.search', { _: 'Search venue' })}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': translate('app.venueSelector.search', { _: 'Search venue' }) } }}
        />
      )}
    />
  );
}
