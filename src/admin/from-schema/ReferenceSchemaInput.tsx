import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useGetList,
  useLocaleState,
  type Validator,
} from 'react-admin';
import { useLocalizedText } from '../format/useLocalizedText';
import { seededName } from '../i18n/seededNames';
import type { RefTarget } from './refTarget';
import { useCanListTarget } from './useCanListTarget';

interface ReferenceSchemaInputProps {
  source: string;
  label: string;
  target: RefTarget;
  many: boolean;
  readOnly?: boolean;
  validate?: Validator[];
  /** read by react-admin when the input is a list filter */
  alwaysOn?: boolean;
}

/** References by a unique key (not `_id`): the target list is small (roles), so load it once. */
function KeyReferenceInput({ source, label, target, many, readOnly, validate }: ReferenceSchemaInputProps) {
  const { data = [], isPending } = useGetList(target.resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: target.titleField, order: 'ASC' },
  });
  const [locale] = useLocaleState();
  // seeded English role names read in the user's language
  const optionText = (r: Record<string, unknown>) => seededName(target.entity.id, r, String(r?.[target.titleField] ?? ''), locale);
  const common = { source, label, readOnly, validate, choices: data, optionValue: target.key, optionText, isPending };
  return many ? <SelectArrayInput {...common} /> : <SelectInput {...common} />;
}

/**
 * `x-ref` inputs: an autocomplete over the target's list, showing its titleField. A user who may
 * not list the target (staff without role.view) gets a plain text input instead of a list that
 * would fail with 403.
 */
export function ReferenceSchemaInput(props: ReferenceSchemaInputProps) {
  const { source, label, target, many, readOnly, validate } = props;
  const allowed = useCanListTarget(target);
  if (!allowed) {
    return many ? <TextArrayInput source={source} label={label} readOnly={readOnly} validate={validate} />
      : <TextInput source={source} label={label} readOnly={readOnly} validate={validate} />;
  }
  if (target.key !== 'id') return <KeyReferenceInput {...props} />;
  return <IdReferenceInput {...props} />;
}

/**
 * A translatable title (category and option group names) is an object the server cannot sort
 * by: such targets are offered in their own list order and shown in the reader's language.
 */
function IdReferenceInput({ source, label, target, many, readOnly, validate }: ReferenceSchemaInputProps) {
  const localized = useLocalizedText();
  const translatable = target.entity.def.properties[target.titleField]?.['x-ui']?.widget === 'translatable';
  const listSort = target.entity.def['x-sort'];
  const sort = translatable
    ? { field: listSort?.field ?? 'createdAt', order: listSort?.direction === 'asc' ? 'ASC' as const : 'DESC' as const }
    : { field: target.titleField, order: 'ASC' as const };
  const optionText = translatable ? (r: Record<string, unknown>) => localized(r?.[target.titleField]) : target.titleField;
  return many ? (
    <ReferenceArrayInput source={source} reference={target.resource} sort={sort}>
      <AutocompleteArrayInput label={label} optionText={optionText} readOnly={readOnly} validate={validate} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={target.resource} sort={sort}>
      <AutocompleteInput label={label} optionText={optionText} readOnly={readOnly} validate={validate} />
    </ReferenceInput>
  );
}
