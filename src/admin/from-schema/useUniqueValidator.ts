import { useMemo, useRef } from 'react';
import { useRecordContext, type Validator } from 'react-admin';
import type { FieldUi } from '../../../schemas/_meta';
import { defaultBase, parseCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
// Untyped apiFetch, not apiCall: the call comes from the schema's x-ui.unique at run time.
import { apiFetch } from '../providers/httpClient';

/**
 * Async check of a field declared unique on the server (x-ui.unique, e.g. `POST
 * unique/company-code`): sends `{<field or declared param>, id?}` with the edited record's id excepted and reads
 * `{unique}`. A lookup the server refuses counts as passed (spec part 1 §5); the unique index
 * still guards the write. Answers are remembered per value, so re-validating on each keystroke
 * after a submit asks the server once per value.
 */
export function useUniqueValidator(entity: Entity, field: string, unique: FieldUi['unique']): Validator | undefined {
  const record = useRecordContext();
  const id = record?.id === undefined ? undefined : String(record.id);
  const answers = useRef(new Map<string, Promise<boolean>>());
  return useMemo(() => {
    if (!unique) return undefined;
    const { call, param } = typeof unique === 'string' ? { call: unique, param: field } : unique;
    const { method, path } = parseCall(entity.def['x-api']?.base ?? defaultBase(entity.id), call);
    answers.current.clear();
    const isFree = (value: string) => {
      let answer = answers.current.get(value);
      if (!answer) {
        answer = apiFetch<{ unique?: boolean; data?: { unique?: boolean } }>('/' + path, { method, body: { [param]: value, ...(id ? { id } : {}) } })
          .then((res) => (res?.unique ?? res?.data?.unique) !== false)
          .catch(() => true);
        answers.current.set(value, answer);
      }
      return answer;
    };
    return async (value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      return (await isFree(value)) ? undefined : { message: 'validation.taken', args: { _: 'This value is already taken' } };
    };
  }, [entity, field, unique, id]);
}
