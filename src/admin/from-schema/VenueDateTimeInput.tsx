import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useRecordContext, type TextInputProps, type Validator } from 'react-admin';
import { isMistakableZone } from '../format/isMistakableZone';
import { parseDateTime } from '../format/parseDateTime';
import { useVenueClock } from '../format/useVenueClock';
import { zoneName } from '../format/zoneName';

/** A stored instant ("2026-11-27T04:39:00.000Z"), as opposed to text still being typed. */
const isInstant = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(v);

/** Text that never became a date and time ("27.11.2026 5:3") is named instead of being sent. */
export const dateTimeText: Validator = (value) => (typeof value === 'string' && value !== '' && !isInstant(value) ? 'validation.dateTime' : undefined);

/**
 * A date-time typed and shown as the list shows it (issue 24: "27.11.2026 05:39" in German), on
 * the venue's clock, the record's venue or else the selected one, never the browser's: the
 * browser's own picker shows its locale and zone, so a time saved there read differently in
 * the list. The zone is named beside the field where the reader's clock differs. The form
 * holds an ISO instant once the text is a whole date and time, the text until then.
 */
export function VenueDateTimeInput({ venue, isVenue, validate, ...props }: TextInputProps & { venue?: unknown; isVenue?: boolean }) {
  const record = useRecordContext();
  const formVenue: unknown = useWatch({ name: 'venue' });
  // the venue form's own times are on that venue's clock
  const clock = useVenueClock(venue ?? (isVenue ? record?.id : formVenue));
  const now = new Date();
  const named = isMistakableZone(clock.zone, now);
  return (
    <TextInput
      {...props}
      validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), dateTimeText]}
      format={(value: unknown) => (value === null || value === undefined ? '' : isInstant(value) ? clock.dateTime(value, { named: false }) : String(value))}
      parse={(text: string) => (text === '' ? null : parseDateTime(text, clock.zone) ?? text)}
      placeholder={clock.dateTime(new Date(Date.UTC(now.getUTCFullYear(), 11, 31, 17)), { named: false })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off' },
        input: named ? { endAdornment: <InputAdornment position="end">{zoneName(clock.zone, clock.locale, now)}</InputAdornment> } : undefined,
      }}
    />
  );
}
