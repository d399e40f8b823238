import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { DateTimeInput, Form, NumberInput, SaveButton, SelectInput, TextInput, Title, maxValue, minValue, required, useNotify, useTranslate } from 'react-admin';
import { parseLocaleNumber } from '../../src/core/validators';
import { promotionTypes, usageFrequencies } from '../../schemas/_fragments/promotionFields';
import { FractionInput } from '../../src/admin/from-schema/FractionInput';
import { LocaleNumberInput } from '../../src/admin/from-schema/LocaleNumberInput';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEnumChoices } from '../../src/admin/from-schema/useEnumChoices';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { COUPON_RULES } from './couponRules';

type Values = Record<string, any>;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : (parseLocaleNumber(v) ?? undefined));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);

/** The form's values as the generate body: numbers from typed text, dates as ISO, blanks left out. */
function toBody(values: Values, venue: string) {
  const body: Record<string, unknown> = {
    name: values.name, type: values.type, generateAmount: num(values.generateAmount), usageFrequency: values.usageFrequency,
    value: num(values.value), percent: typeof values.percent === 'number' ? values.percent : undefined, mov: num(values.mov),
    from: iso(values.from), to: iso(values.to), prefix: values.prefix || undefined, venue,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/**
 * /coupon/create/multiple: `generateAmount` coupons from one template for the selected venue
 * (POST general/coupons/generate); a login is enough, the venue must be one of the user's. The
 * form's fields are the promo code generation's, labelled from the shared promotion fields.
 */
export function CouponGeneratePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const entity = useEntity();
  const label = useFieldLabel(entity);
  const enumChoices = useEnumChoices(entity);
  const { venueId } = useSelectedVenue();

  const submit = async (values: Values) => {
    if (!venueId) return;
    try {
      const res = await apiCall('v1/general/coupons/generate', 'post', { body: toBody(values, venueId) as any });
      notify('couponUi.generated', { type: 'success', messageArgs: { smart_count: res.data.count } });
      navigate('/coupon');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <RequireAccess rule={COUPON_RULES.create}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate('couponUi.createMultiple')} />
        {!venueId ? <Alert severity="warning">{translate('couponUi.noVenueGenerate')}</Alert> : (
          <Card>
            <CardContent>
              <Form defaultValues={{ type: 'relative', usageFrequency: 'any', generateAmount: 10 }} onSubmit={submit}>
                <Stack sx={{ maxWidth: 560 }}>
                  <TextInput source="name" label={label('name')} validate={required()} />
                  <SelectInput source="type" label={label('type')} choices={enumChoices('type', promotionTypes)} validate={required()} />
                  <FractionInput source="percent" label={label('percent')} />
                  <LocaleNumberInput source="value" label={label('value')} />
                  <LocaleNumberInput source="mov" label={label('mov')} />
                  <DateTimeInput source="from" label={label('from')} />
                  <DateTimeInput source="to" label={label('to')} />
                  <SelectInput source="usageFrequency" label={label('usageFrequency')} choices={enumChoices('usageFrequency', usageFrequencies)} />
                  <NumberInput source="generateAmount" label={translate('couponUi.generateAmount')} validate={[required(), minValue(1), maxValue(100000)]} />
                  <TextInput source="prefix" label={translate('couponUi.prefix')} />
                  <Box><SaveButton label={translate('couponUi.generate')} alwaysEnable /></Box>
                </Stack>
              </Form>
            </CardContent>
          </Card>
        )}
      </Box>
    </RequireAccess>
  );
}
