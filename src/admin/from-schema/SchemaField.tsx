import { formatMoney } from '../format/formatMoney';
import { formatNumber, type NumberOptions } from '../format/formatNumber';
import { VenueDateField } from '../format/VenueDateField';
import { VenueTimeField } from '../format/VenueTimeField';
import { Chip, Typography } from '@mui/material';
import {
  BooleanField,
  ChipField,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextArrayField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Entity } from '../../core/registry';
import { useLocalizedText } from '../format/useLocalizedText';
import { seededName } from '../i18n/seededNames';
import { getPath } from './getPath';
import { KeyReferenceField } from './KeyReferenceField';
import { propType } from './propType';
import { refTarget, type RefTarget } from './refTarget';
import { useCanListTarget } from './useCanListTarget';
import { useEnumChoices } from './useEnumChoices';

/** The venue whose clock a record's times are on: its own `venue`, or the venue itself. */
const venueOf = (entity: Entity, r: Record<string, unknown>): unknown => (entity.id === 'venue' ? r.id : r.venue);

interface SchemaFieldProps {
  entity: Entity;
  source: string;
  prop: any;
  label?: string;
}

/**
 * What a reference shows when its record is not found: nothing for an empty value, and words for
 * an id whose record was deleted or is out of sight (the audit's before and after name deleted
 * records; a blank cell read as "no value").
 */
function GoneReference() {
  const translate = useTranslate();
  return <Typography component="span" variant="body2" color="text.secondary">{translate('app.recordGone', { _: 'Record no longer exists' })}</Typography>;
}

function ReferenceSchemaField({ source, target, many, label }: { source: string; target: RefTarget; many: boolean; label?: string }) {
  const allowed = useCanListTarget(target);
  // read here: inside ReferenceField the record is the referenced one, absent when it is gone
  const record = useRecordContext();
  const value = getPath(record, source);
  const hasValue = value !== null && value !== undefined && value !== '';
  // A venue's record names records of its own venue: asked there, whichever venue is selected.
  const queryOptions = typeof record?.venue === 'string' && record.venue ? { meta: { venue: record.venue } } : undefined;
  const localized = useLocalizedText();
  // A translatable title (category names) is an object: shown in the reader's language.
  const translatableTitle = target.entity.def.properties[target.titleField]?.['x-ui']?.widget === 'translatable';
  // Without access to the target the stored value is all we can show.
  if (!allowed || (target.key !== 'id' && many)) return many ? <TextArrayField source={source} label={label} /> : <TextField source={source} label={label} />;
  if (target.key !== 'id') return <KeyReferenceField source={source} target={target} />;
  return many ? (
    <ReferenceArrayField source={source} reference={target.resource} label={label} queryOptions={queryOptions}>
      <SingleFieldList linkType={false}>
        {translatableTitle
          ? <FunctionField render={(r) => <Chip size="small" label={localized(r[target.titleField])} sx={{ m: 0.25 }} />} />
          : <ChipField source={target.titleField} size="small" />}
      </SingleFieldList>
    </ReferenceArrayField>
  ) : (
    <ReferenceField source={source} reference={target.resource} label={label} link={false} queryOptions={queryOptions} empty={hasValue ? <GoneReference /> : null}>
      {translatableTitle ? <FunctionField render={(r) => localized(r[target.titleField])} /> : <TextField source={target.titleField} />}
    </ReferenceField>
  );
}

function NumberSchemaField({ source, label, locale, options }: { source: string; label?: string; locale: string; options?: NumberOptions }) {
  return <FunctionField label={label} source={source} sortBy={source} textAlign="right" render={(r) => formatNumber(getPath(r, source), locale, options)} />;
}

/** Read-only display of one property (list cells, show screens), chosen like SchemaInput. */
export function SchemaField({ entity, source, prop, label }: SchemaFieldProps) {
  const enumChoices = useEnumChoices(entity);
  const localized = useLocalizedText();
  // the interface's language, not the browser's: react-admin's fields default to the latter
  const [locale] = useLocaleState();
  const widget = prop['x-ui']?.widget;
  const type = propType(prop);
  const target = refTarget(prop);
  if (target) return <ReferenceSchemaField source={source} target={target} many={type === 'array'} label={label} />;
  if (prop.enum) {
    const choices = enumChoices(source, prop.enum);
    return <FunctionField label={label} source={source} render={(r) => choices.find((c) => c.id === getPath(r, source))?.name ?? String(getPath(r, source) ?? '')} />;
  }
  if (widget === 'translatable') {
    // The reader's language, falling back to German (spec part 2 §9).
    return <FunctionField label={label} source={source} render={(r) => localized(getPath(r, source))} />;
  }
  if (widget === 'fraction') {
    // stored as a fraction (0.2), shown as a percentage (20 %)
    return <NumberSchemaField source={source} label={label} locale={locale} options={{ percent: true }} />;
  }
  if (widget === 'money') {
    // integer minor units of the record's currency
    return <FunctionField label={label} source={source} sortBy={source} render={(r) => { const v = getPath(r, source); return typeof v === 'number' ? formatMoney(v / 100, locale, r.currency) : ''; }} />;
  }
  if (widget === 'price' || prop.format === 'price') {
    return <NumberSchemaField source={source} label={label} locale={locale} options={{ decimals: 2 }} />;
  }
  switch (type) {
    case 'boolean':
      return <BooleanField source={source} label={label} />;
    case 'integer':
    case 'number':
      return <NumberSchemaField source={source} label={label} locale={locale} />;
    case 'string':
      // on the record's venue's clock, as its own page and the venue's other screens show it
      if (prop.format === 'date-time') return <FunctionField label={label} source={source} sortBy={source} render={(r) => <VenueTimeField venue={venueOf(entity, r)} value={getPath(r, source)} />} />;
      if (prop.format === 'date' || prop.format === 'dateOnly') return <FunctionField label={label} source={source} sortBy={source} render={(r) => <VenueDateField venue={venueOf(entity, r)} value={getPath(r, source)} />} />;
      if (source === entity.def['x-ui']?.titleField) {
        // a seeded English title (the demo roles) in the reader's language
        return <FunctionField label={label} source={source} render={(r) => seededName(entity.id, r, String(getPath(r, source) ?? ''), locale)} />;
      }
      return <TextField source={source} label={label} />;
    case 'array':
      if (propType(prop.items) !== 'object') return <TextArrayField source={source} label={label} />;
      break;
  }
  // Structures: shown as formatted JSON rather than "[object Object]".
  return (
    <FunctionField
      source={source}
      label={label}
      render={(r) => {
        const v = getPath(r, source);
        return v === undefined || v === null ? '' : <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(v, null, 2)}</pre>;
      }}
    />
  );
}
