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
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { TextField } from '@mui/material';
import { entityOf } from '../resourceNames';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { referenceVenue } from './referenceVenue';
// The full declarations: entityOf() answers them (not the summaries) once this has run.
import '../registry';
import { isTranslatableProp } from '../../core/translatable';
import { useLocalizedText } from '../format/useLocalizedText';
import { seededName } from '../i18n/seededNames';
import type { RefTarget } from './refTarget';
import { useCanListTarget } from './useCanListTarget';

export interface ReferenceSchemaInputProps {
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
 * Offered by title, ascending: the server sorts a translatable title (category and option group
 * names) in the reader's language, and the autocomplete's text search matches every language.
 */
function IdReferenceInput({ source, label, target, many, readOnly, validate }: ReferenceSchemaInputProps) {
  const localized = useLocalizedText();
  const translate = useTranslate();
  const sort = { field: target.titleField, order: 'ASC' as const };
  const optionText = isTranslatableProp(target.entity.def.properties[target.titleField])
    ? (r: Record<string, unknown>) => localized(r?.[target.titleField]) : target.titleField;
  // A venue-bound target (trade groups, print groups) is read below the edited record's venue —
  // a venue's own id on the venue form — else the active venue; without one it offers nothing.
  const record = useRecordContext();
  const owner = entityOf(useResourceContext());
  const { venueId } = useSelectedVenue();
  const scope = referenceVenue({ readsByVenue: target.readsByVenue, owner: owner?.id, record, selectedVenue: venueId });
  if ('unavailable' in scope) {
    // The field is off, but why is something to read: its explanation keeps readable contrast
    // (MUI greys a disabled field's helper text to 2.7:1, below WCAG AA).
    return (
      <TextField
        label={label} value="" disabled fullWidth helperText={translate(scope.unavailable)} data-testid={`unavailable-${source}`}
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
    );
  }
  const queryOptions = scope.venue ? { meta: { venue: scope.venue } } : undefined;
  return many ? (
    <ReferenceArrayInput source={source} reference={target.resource} sort={sort} queryOptions={queryOptions}>
      <AutocompleteArrayInput label={label} optionText={optionText} readOnly={readOnly} validate={validate} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={target.resource} sort={sort} queryOptions={queryOptions}>
      <AutocompleteInput label={label} optionText={optionText} readOnly={readOnly} validate={validate} />
    </ReferenceInput>
  );
}
