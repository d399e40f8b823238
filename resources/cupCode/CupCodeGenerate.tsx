import { Alert } from '@mui/material';
import { Create, SimpleForm, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { parseLocaleNumber } from '../../src/core/validators';
import { SchemaInput } from '../../src/admin/from-schema/SchemaInput';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEntityLabel } from '../../src/admin/from-schema/useEntityLabel';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

const FIELDS = ['venue', 'startingFrom', 'quantity', 'customerGroups'] as const;

/**
 * /cupCode/create: generates the numbers startingFrom … startingFrom+quantity−1 for a venue
 * (POST general/cup/generate). The inputs and their limits come from the action's declared body
 * (references from the record's fields); a refused range (a taken number, past the highest one)
 * comes back on its field.
 */
export function CupCodeGenerate() {
  const entity = useEntity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = useEntityLabel(entity, 1);
  const body = entity.def['x-actions']!.generate.body as { properties: Record<string, any>; required: string[] };

  const onSubmit = async (values: Record<string, unknown>) => {
    const payload: Record<string, unknown> = {};
    for (const f of FIELDS) {
      const v = values[f];
      if (v === undefined || v === null || v === '') continue;
      // number inputs hold the typed text (decimal comma allowed); the call wants integers
      payload[f] = body.properties[f].type === 'integer' ? (parseLocaleNumber(v) ?? v) : v;
    }
    try {
      const result = await dataProvider.callAction<{ count: number; from: number; to: number }>('cupCode', 'generate', { body: payload });
      notify('resources.cupCode.notifications.generated', { type: 'success', messageArgs: { smart_count: result.count, from: result.from, to: result.to } });
      redirect('/cupCode');
      return undefined;
    } catch (error) {
      // a 422 arrives with its field errors already in react-admin's shape (httpClient)
      const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
      if (errors && typeof errors === 'object' && Object.keys(errors).length) return errors;
      notifyError(error);
      return undefined;
    }
  };

  return (
    <Create title={title}>
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>{translate('resources.cupCode.notifications.generateHint')}</Alert>
      <SimpleForm onSubmit={onSubmit} defaultValues={{ quantity: 100 }}>
        {FIELDS.map((f) => (
          <SchemaInput
            key={f}
            entity={entity}
            source={f}
            path={f}
            prop={{ ...body.properties[f], ...(entity.def.properties[f]?.['x-ref'] ? { 'x-ref': entity.def.properties[f]['x-ref'] } : {}) }}
            required={body.required.includes(f)}
          />
        ))}
      </SimpleForm>
    </Create>
  );
}
