import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** Puts one weekday's intervals on every other day of the same week object. */
export function CopyToAllDaysButton({ source, day, days, dayLabel }: { source: string; day: string; days: readonly string[]; dayLabel: string }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const copy = () => {
    const value = getValues(`${source}.${day}`) ?? [];
    for (const other of days) {
      if (other === day) continue;
      // a copy per day, so editing one day later does not edit the others
      setValue(`${source}.${other}`, structuredClone(value), { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy} aria-label={translate('screens.hours.copyDayToAll', { day: dayLabel })} sx={{ alignSelf: 'flex-start', mb: 1 }}>
      {translate('screens.hours.copyToAll')}
    </Button>
  );
}
