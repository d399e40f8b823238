import type { SxProps, Theme } from '@mui/material';

/** The venue search's look, shared by its plain field and the picker that replaces it. */
export function venueSearchSx(inPopover: boolean): SxProps<Theme> {
  return inPopover
    ? { width: '100%' }
    : {
        width: 240,
        '& .MuiOutlinedInput-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', py: 0 },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
        '& .MuiSvgIcon-root': { color: 'inherit' },
        '& input::placeholder': { color: 'inherit', opacity: 0.9 },
      };
}
