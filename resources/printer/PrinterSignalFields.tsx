import { Chip, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PrinterDoc } from '../../src/core/entityTypes';
import { formatRelativeTime } from '../../src/admin/format/relativeTime';
import { useNow } from '../../src/admin/format/useNow';
import { useVenueClock } from '../../src/admin/format/useVenueClock';

type PrinterSignal = NonNullable<PrinterDoc['lastSignal']>;

/**
 * "Online" as the server computed it when it answered (the printer's `lastSignal`: heartbeat at
 * most 5 minutes old, spec part 1 §4, §9); the list refreshes it with every fetch.
 */
export function OnlineField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const isOnline = (record.lastSignal as PrinterSignal | undefined)?.isOnline ?? false;
  return (
    <Chip
      size="small"
      color={isOnline ? 'success' : 'default'}
      variant={isOnline ? 'filled' : 'outlined'}
      label={translate(isOnline ? 'app.printer.online' : 'app.printer.offline')}
      data-testid="printer-online"
    />
  );
}

/** Last heartbeat as "3 minutes ago" in the interface language, with the date and time. */
export function LastSignalField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useNow();
  const clock = useVenueClock(record?.venue);
  if (!record) return null;
  // The server's heartbeat time; "x minutes ago" is worked out here so it keeps moving on screen.
  const date = (record.lastSignal as PrinterSignal | undefined)?.date;
  if (!date) return <Typography variant="body2" color="text.secondary">{translate('app.printer.never')}</Typography>;
  const exact = clock.dateTime(date);
  return (
    <Tooltip title={clock.dateTime(date, { seconds: true, named: true })}>
      <Typography variant="body2" component="span" data-testid="printer-last-signal">
        {formatRelativeTime(date, now, locale)}
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>{exact}</Typography>
      </Typography>
    </Tooltip>
  );
}
