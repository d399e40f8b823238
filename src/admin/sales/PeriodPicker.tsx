import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GROUP_BY, PERIODS, type GroupBy, type PeriodChoice, type PeriodName } from './periodQuery';

/**
 * The period of a sales screen: a named period (today … this year) or custom days, and whether the
 * figures go by day, week or month. Native controls: keyboard and phone friendly.
 */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  const translate = useTranslate();
  const custom = value.period === 'custom';
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select size="small" label={translate('salesUi.period.label')} value={value.period} sx={{ width: { xs: '100%', sm: 220 }, flex: 'none' }}
        onChange={(e) => onChange({ ...value, period: e.target.value as PeriodName })}
        slotProps={{ select: { inputProps: { 'data-testid': 'sales-period' } } }}
      >
        {PERIODS.map((p) => <MenuItem key={p} value={p}>{translate(`salesUi.period.${p}`)}</MenuItem>)}
      </TextField>
      {custom && (
        <>
          <TextField type="date" size="small" label={translate('salesUi.period.from')} value={value.from ?? ''} required
            slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          <TextField type="date" size="small" label={translate('salesUi.period.to')} value={value.to ?? ''} required
            slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => onChange({ ...value, to: e.target.value })} />
        </>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" id="sales-group-by" color="text.secondary">{translate('salesUi.groupBy.label')}</Typography>
        <ToggleButtonGroup size="small" exclusive value={value.groupBy} aria-labelledby="sales-group-by"
          onChange={(_, next: GroupBy | null) => next && onChange({ ...value, groupBy: next })}>
          {GROUP_BY.map((g) => <ToggleButton key={g} value={g}>{translate(`salesUi.groupBy.${g}`)}</ToggleButton>)}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
