import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Button, DateTimeInput, Form, NumberInput, SaveButton, SelectInput, TextInput, Title, maxValue, minValue, required, useNotify, useTranslate } from 'react-admin';
import { parseLocaleNumber } from '../../src/core/validators';
import { promotionTypes, usageFrequencies } from '../../schemas/_fragments/promotionFields';
import { FractionInput } from '../../src/admin/from-schema/FractionInput';
import { LocaleNumberInput } from '../../src/admin/from-schema/LocaleNumberInput';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEnumChoices } from '../../src/admin/from-schema/useEnumChoices';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { PROMO_RULES } from './promoRules';

type Values = Record<string, any>;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : (parseLocaleNumber(v) ?? undefined));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);

/** The form's values as the generate body: numbers from typed text, dates as ISO, blanks left out. */
function toBody(values: Values, venue: string | null) {
  const body: Record<string, unknown> = {
    name: values.name, type: values.type, generateAmount: Number(values.generateAmount), usageFrequency: values.usageFrequency,
    value: num(values.value), percent: typeof values.percent === 'number' ? values.percent : undefined, mov: num(values.mov),
    from: iso(values.from), to: iso(values.to), prefix: values.prefix || undefined, venue: venue ?? undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/**
 * /promo/create/multiple and /promo/create/teedeli: `generateAmount` codes from one template for
 * the selected venue (generated codes belong to one venue). Teedeli codes are generated inactive;
 * the page also downloads the venue's Teedeli QR codes (one page per code).
 */
function PromoGeneratePage({ teedeli }: { teedeli: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const entity = useEntity();
  const label = useFieldLabel(entity);
  const enumChoices = useEnumChoices(entity);
  const { venueId } = useSelectedVenue();

  const qrCodes = async (venue: string) => {
    try {
      const file = await apiFile('v1/general/promoCode/teedeli/generateQRCodes', 'get', { query: { venue } });
      saveBlob(file.blob, file.filename ?? 'teedeli-qr-codes.pdf');
    } catch (error) {
      notify((error as Error)?.message || 'promo.failed', { type: 'error', messageArgs: { _: translate('promo.failed') } });
    }
  };

  const submit = async (values: Values) => {
    try {
      const body = toBody(values, venueId) as any;
      const res = teedeli
        ? await apiCall('v1/general/promoCode/generatePromoTeedeli', 'post', { body })
        : await apiCall('v1/general/promoCode/generate', 'post', { body });
      notify('promo.generated', { type: 'success', messageArgs: { smart_count: res.data.count } });
      navigate('/promo');
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: { path: string; message: string }[] } };
      const fields = e.body?.errors?.map((f) => `${f.path}: ${f.message}`).join(', ');
      notify(fields || e.message || 'promo.failed', { type: 'error', messageArgs: { _: fields || translate('promo.failed') } });
    }
  };

  return (
    <RequireAccess rule={PROMO_RULES.create}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate(teedeli ? 'promo.createTeedeli' : 'promo.createMultiple')} />
        {teedeli && <Alert severity="info" sx={{ mb: 2 }}>{translate('promo.generateTeedeliHint')}</Alert>}
        {teedeli && venueId && (
          <Box sx={{ mb: 2 }}><Button variant="outlined" label={translate('promo.qrCodes')} onClick={() => void qrCodes(venueId)} /></Box>
        )}
        {!venueId ? <Alert severity="warning">{translate('promo.noVenueGenerate')}</Alert> : (
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
                <NumberInput source="generateAmount" label={translate('promo.generateAmount')} validate={[required(), minValue(1), maxValue(100000)]} />
                <TextInput source="prefix" label={translate('promo.prefix')} />
                <Box><SaveButton label={translate('promo.generate')} alwaysEnable /></Box>
              </Stack>
            </Form>
          </CardContent>
        </Card>
        )}
      </Box>
    </RequireAccess>
  );
}

export const PromoGenerateMultiplePage = () => <PromoGeneratePage teedeli={false} />;
export const PromoGenerateTeedeliPage = () => <PromoGeneratePage teedeli />;
