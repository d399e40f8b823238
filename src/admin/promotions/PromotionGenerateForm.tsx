import { Box, Card, CardContent, Stack } from '@mui/material';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { parseLocaleNumber } from '../../core/validators';
import { promotionProperties, promotionTypes, usageFrequencies } from '../../../schemas/_fragments/promotionFields';
import { schemaValidators } from '../from-schema/schemaValidators';
import { FractionInput } from '../from-schema/FractionInput';
import { VenueDateTimeInput } from '../from-schema/VenueDateTimeInput';
import { LocaleNumberInput } from '../from-schema/LocaleNumberInput';
import { useEntity } from '../from-schema/useEntity';
import { useEnumChoices } from '../from-schema/useEnumChoices';
import { useFieldLabel } from '../from-schema/useFieldLabel';

export type GenerateValues = Record<string, any>;

/** The generate body's prefix: capitals and digits (spec §5 "upper-case only"), checked as the server does. */
const PREFIX = { type: 'string', format: 'upperCase', maxLength: 10 } as const;

export const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : (parseLocaleNumber(v) ?? undefined));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);

/**
 * The form's values as the generate body: numbers from typed text, dates as ISO, blanks left out.
 * `generateAmount` and `venue` are given by the caller (the two resources read them differently).
 */
export function toGenerateBody(values: GenerateValues, extra: { generateAmount: unknown; venue: string | undefined }) {
  const body: Record<string, unknown> = {
    name: values.name, type: values.type, generateAmount: extra.generateAmount, usageFrequency: values.usageFrequency,
    value: num(values.value), percent: typeof values.percent === 'number' ? values.percent : undefined, mov: num(values.mov),
    from: iso(values.from), to: iso(values.to), prefix: values.prefix || undefined, venue: extra.venue,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** The generation form (one template, `generateAmount` codes), labelled from the shared promotion fields. */
export function PromotionGenerateForm({ i18n, onSubmit }: { i18n: string; onSubmit: (values: GenerateValues) => Promise<void> }) {
  const translate = useTranslate();
  const entity = useEntity();
  const label = useFieldLabel(entity);
  const enumChoices = useEnumChoices(entity);
  return (
    <Card>
      <CardContent>
        <Form defaultValues={{ type: 'relative', usageFrequency: 'any', generateAmount: 10 }} onSubmit={onSubmit}>
          <Stack sx={{ maxWidth: 560 }}>
            <TextInput source="name" label={label('name')} validate={required()} />
            <SelectInput source="type" label={label('type')} choices={enumChoices('type', promotionTypes)} validate={required()} />
            <FractionInput source="percent" label={label('percent')} />
            <LocaleNumberInput source="value" label={label('value')} />
            <LocaleNumberInput source="mov" label={label('mov')} />
            <VenueDateTimeInput source="from" label={label('from')} validate={schemaValidators(promotionProperties.from, false)} />
            <VenueDateTimeInput source="to" label={label('to')} />
            <SelectInput source="usageFrequency" label={label('usageFrequency')} choices={enumChoices('usageFrequency', usageFrequencies)} />
            <NumberInput source="generateAmount" label={translate(`${i18n}.generateAmount`)} validate={[required(), minValue(1), maxValue(100000)]} />
            <TextInput source="prefix" label={translate(`${i18n}.prefix`)} validate={schemaValidators(PREFIX, false)} />
            <Box><SaveButton label={translate(`${i18n}.generate`)} alwaysEnable /></Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
