import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  PasswordInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { weekdays } from '../../../schemas/_fragments/opening-hours';
import { isAdmin } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { useGrant } from '../session/useGrant';
import { CopyToAllDaysButton } from './CopyToAllDaysButton';
import { FractionInput } from './FractionInput';
import { MoneyInput } from './MoneyInput';
import { JsonInput } from './JsonInput';
import { LocaleNumberInput } from './LocaleNumberInput';
import { propType } from './propType';
import { ReferenceSchemaInput } from './ReferenceSchemaInput';
import { refTarget } from './refTarget';
import { schemaValidators } from './schemaValidators';
import { SecretInput } from './SecretInput';
import { TranslatableTextInput } from './TranslatableTextInput';
import { UploadInput } from './UploadInput';
import { VenueDateTimeInput } from './VenueDateTimeInput';
import { useEnumChoices } from './useEnumChoices';
import { useFieldLabel } from './useFieldLabel';
import { useUniqueValidator } from './useUniqueValidator';

export interface SchemaInputProps {
  entity: Entity;
  /** react-admin source, relative inside array iterators */
  source: string;
  /** full dotted path from the record root (labels, translations) */
  path: string;
  prop: any;
  required?: boolean;
  readOnly?: boolean;
}

/** Objects whose keys are not declared are edited as JSON. */
export function isFreeObject(prop: any): boolean {
  return propType(prop) === 'object' && !prop.properties;
}

/**
 * The input factory: picks a react-admin input from the property's x-ui widget, x-ref, enum,
 * type and format, with the schema's validators. Nested objects become fieldsets, arrays of
 * objects become repeatable groups.
 */
export function SchemaInput({ entity, source, path, prop, required = false, readOnly: readOnlyProp }: SchemaInputProps) {
  // `x-admin-only` fields (the venue's sync flags) show their value to others without offering a change the server refuses
  const grant = useGrant();
  const readOnly = readOnlyProp || (prop['x-admin-only'] === true && !isAdmin(grant));
  const label = useFieldLabel(entity)(path);
  const enumChoices = useEnumChoices(entity);
  const widget = prop['x-ui']?.widget;
  const type = propType(prop);
  const unique = useUniqueValidator(entity, path.split('.').pop()!, prop['x-ui']?.unique);
  const validate = readOnly ? undefined : [...schemaValidators(prop, required), ...(unique ? [unique] : [])];
  const common = { source, label, readOnly, validate };
  const target = refTarget(prop);

  if (widget === 'image' || widget === 'file') {
    const isUrl = prop.format === 'simpleUrl' || prop.format === 'domainUrl';
    return <UploadInput {...common} entity={entity} upload={prop['x-ui']?.upload} accept={prop['x-ui']?.accept} image={widget === 'image'} isUrl={isUrl} />;
  }
  if (widget === 'translatable') return <TranslatableTextInput source={source} label={label} prop={prop} required={required} readOnly={readOnly} />;
  if (widget === 'json' || isFreeObject(prop)) return <JsonInput {...common} />;
  // Required only on create: on edit an empty secret keeps the stored one.
  if (prop['x-secret']) return <SecretInput source={source} label={label} readOnly={readOnly} validate={readOnly ? undefined : schemaValidators(prop, false)} />;
  if (widget === 'password' || prop.format === 'password') return <PasswordInput {...common} autoComplete="new-password" />;
  if (widget === 'textarea') return <TextInput {...common} multiline minRows={3} />;
  if (widget === 'color') return <TextInput {...common} type="color" />;
  if (widget === 'price' || prop.format === 'price') return <LocaleNumberInput {...common} decimals={2} />;
  if (widget === 'number') return <LocaleNumberInput {...common} />;
  // the schema's 0..1 bounds are checked as 0..100 % by the input itself
  if (widget === 'fraction') return <FractionInput {...common} validate={readOnly ? undefined : schemaValidators({ ...prop, minimum: undefined, maximum: undefined }, required)} />;
  if (widget === 'money') return <MoneyInput {...common} />;
  if (widget === 'text') return <TextInput {...common} />;

  if (target) return <ReferenceSchemaInput {...common} target={target} many={type === 'array'} />;
  if (prop.enum) return <SelectInput {...common} choices={enumChoices(path, prop.enum)} />;

  switch (type) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'integer':
    case 'number':
      return <LocaleNumberInput {...common} />;
    case 'string':
      if (prop.format === 'date-time') return <VenueDateTimeInput {...common} isVenue={entity.id === 'venue'} />;
      if (prop.format === 'date' || prop.format === 'dateOnly') return <DateInput {...common} />;
      // Text, not the browser's time input (AM/PM in en-US) nor its e-mail bubble: the spec wants
      // HH:mm on 24 hours, and the format validators say what is wrong in the user's language.
      if (prop.format === 'hourMinute') return <TextInput {...common} placeholder="HH:mm" slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 5, autoComplete: 'off' } }} />;
      if (prop.format === 'email') return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }} />;
      return <TextInput {...common} multiline={(prop.maxLength ?? 0) > 500} />;
    case 'array':
      return <ArraySchemaInput entity={entity} source={source} path={path} prop={prop} label={label} readOnly={readOnly} validate={validate} />;
    case 'object':
      return <ObjectFieldset entity={entity} source={source} path={path} prop={prop} label={label} readOnly={readOnly} />;
    default:
      return <TextInput {...common} />;
  }
}

function ArraySchemaInput({ entity, source, path, prop, label, readOnly, validate }: SchemaInputProps & { label: string; validate?: any }) {
  const enumChoices = useEnumChoices(entity);
  const items = prop.items ?? {};
  if (items.enum) return <CheckboxGroupInput source={source} label={label} readOnly={readOnly} validate={validate} choices={enumChoices(path, items.enum)} />;
  if (propType(items) !== 'object') return <TextArrayInput source={source} label={label} readOnly={readOnly} validate={validate} />;
  if (isFreeObject(items)) return <JsonInput source={source} label={label} readOnly={readOnly} />;
  const required = new Set<string>(items.required ?? []);
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator inline disableReordering={readOnly} disableAdd={readOnly} disableRemove={readOnly}>
        {Object.entries(items.properties as Record<string, any>).map(([key, child]) => (
          <SchemaInput key={key} entity={entity} source={key} path={`${path}.${key}`} prop={child} required={required.has(key)} readOnly={readOnly || child.readOnly} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A nested object inside a form: its declared properties under a legend. */
export function ObjectFieldset({ entity, source, path, prop, label, readOnly }: SchemaInputProps & { label: string }) {
  const required = new Set<string>(prop.required ?? []);
  const fieldLabel = useFieldLabel(entity);
  // A week of hours (monday … sunday): each day can be copied to all the others.
  const week = weekdays.every((d) => d in prop.properties);
  const dayLabel = (key: string) => fieldLabel(`${path}.${key}`);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label}</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {Object.entries(prop.properties as Record<string, any>).map(([key, child]) => (
          <Fragment key={key}>
            <SchemaInput entity={entity} source={`${source}.${key}`} path={`${path}.${key}`} prop={child} required={required.has(key)} readOnly={readOnly || child.readOnly} />
            {week && !readOnly && <CopyToAllDaysButton source={source} day={key} days={weekdays} dayLabel={dayLabel(key)} />}
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
