import { Box } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import type { Entity } from '../../src/core/registry';
import { refFields, refValues } from '../../src/core/refFields';
import { refTarget, type RefTarget } from '../../src/admin/from-schema/refTarget';
import { useCanListTarget } from '../../src/admin/from-schema/useCanListTarget';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { replaceRefIds, type RefIds } from './replaceRefIds';

type Found = RefIds<RefTarget>;

interface TitlesProps {
  all: readonly Found[];
  /** the targets still to ask for: one hook per level, so the number of hooks never changes */
  rest: readonly Found[];
  names: ReadonlyMap<string, string>;
  value: unknown;
}

function Titles({ all, rest, names, value }: TitlesProps) {
  const [first, ...others] = rest;
  return first ? <TargetTitles found={first} all={all} rest={others} names={names} value={value} /> : <Json all={all} names={names} value={value} />;
}

function TargetTitles({ found, ...props }: TitlesProps & { found: Found }) {
  const localized = useLocalizedText();
  const allowed = useCanListTarget(found.target);
  const ids = [...new Set(found.ids.map((i) => i.id))];
  const { data, isPending } = useGetMany(found.target.resource, { ids }, { enabled: allowed });
  if (allowed && isPending) return null;
  const names = new Map(props.names);
  for (const r of data ?? []) {
    const title = r?.[found.target.titleField];
    if (r && title !== undefined) names.set(`${found.target.resource}:${r.id}`, typeof title === 'object' ? localized(title) : String(title));
  }
  return <Titles {...props} names={names} />;
}

function Json({ all, names, value }: Omit<TitlesProps, 'rest'>) {
  const translate = useTranslate();
  // a record that is gone, or out of the reader's reach, is said to be so: never its id
  const shown = replaceRefIds(value, all, (f, id) => names.get(`${f.target.resource}:${id}`) ?? translate('screens.audit.deleted'));
  return <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{JSON.stringify(shown, null, 2)}</Box>;
}

/**
 * A structure's before/after (slots, dependencies, opening hours…) as formatted JSON, with the
 * ids of the records it references (the declaration's refFields) replaced by their titles.
 */
export function AuditStructureValue({ entity, field, value }: { entity: Entity; field: string; value: unknown }) {
  const found = refFields(entity.def)
    .filter((r) => r.field === field && r.byId)
    .map((r) => ({ target: refTarget({ 'x-ref': r.target, format: 'objectId' }), ids: refValues(r, value) }))
    .filter((f): f is Found => !!f.target && f.ids.length > 0);
  return <Titles all={found} rest={found} names={new Map()} value={value} />;
}
