import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a sync does with the slave's records the master has not: keep, deactivate or delete them. */
export function DeleteModeField({ value, onChange }: { value: string; onChange(v: string): void }) {
  const translate = useTranslate();
  return (
    <div>
      <FormLabel id="sync-delete-mode">{translate('syncUi.sync.deleteMode')}</FormLabel>
      <RadioGroup aria-labelledby="sync-delete-mode" value={value} onChange={(e) => onChange(e.target.value)}>
        {(['ignore', 'soft', 'hard'] as const).map((m) => <FormControlLabel key={m} value={m} control={<Radio />} label={translate(`syncUi.sync.delete.${m}`)} />)}
      </RadioGroup>
    </div>
  );
}
