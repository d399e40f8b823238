import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Entity } from '../../src/core/registry';
import { isTranslatableProp } from '../../src/core/translatable';
import { propType } from '../../src/admin/from-schema/propType';
import { SchemaField } from '../../src/admin/from-schema/SchemaField';
import { AuditStructureValue } from './AuditStructureValue';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { registry } from '../../src/admin/registry';

const HIDDEN = '[hidden]';

/**
 * One side of a change, shown as the record's own screens show the field: names of referenced
 * records (venues, roles, users, customer groups) instead of their ids, dates and amounts in the
 * reader's format, enum labels, texts in the reader's language.
 */
function Value({ entity, field, value }: { entity: Entity; field: string; value: unknown }) {
  const translate = useTranslate();
  // the entry's venue: the changed record's references are records of that venue
  const venue = useRecordContext()?.venue;
  if (value === null || value === undefined || value === '') return <Typography variant="body2" color="text.secondary">{translate('screens.audit.empty')}</Typography>;
  if (value === HIDDEN) return <Typography variant="body2" color="text.secondary">{translate('screens.audit.hidden')}</Typography>;
  if (typeof value === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  const prop = entity.def.properties[field];
  // structures (and lists of them) name records deeper down: SchemaField would show their ids
  if (prop && typeof value === 'object' && !isTranslatableProp(prop)) {
    const items = propType(prop) === 'array' ? propType(prop.items) : null;
    if (propType(prop) === 'object' || items === 'object') return <AuditStructureValue entity={entity} field={field} value={value} />;
  }
  if (prop) {
    return (
      <RecordContextProvider value={{ id: field, venue, [field]: value }}>
        <SchemaField entity={entity} source={field} prop={prop} />
      </RecordContextProvider>
    );
  }
  if (typeof value !== 'object') return <>{String(value)}</>;
  return <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{JSON.stringify(value, null, 2)}</Box>;
}

function ChangesTable({ entity }: { entity: NonNullable<ReturnType<typeof registry.get>> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useFieldLabel(entity);
  const changes = (record?.changes ?? {}) as Record<string, { before?: unknown; after?: unknown }>;
  const fields = Object.keys(changes);
  if (fields.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>{translate('screens.audit.noChanges')}</Typography>;
  return (
    <Table size="small" aria-label={translate('screens.audit.changes')} data-testid="audit-changes" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ width: '25%' }}>{translate('screens.audit.field')}</TableCell>
          <TableCell component="th">{translate('screens.audit.before')}</TableCell>
          <TableCell component="th">{translate('screens.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((f) => (
          <TableRow key={f} data-field={f}>
            <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>{label(f)}</TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}><Value entity={entity} field={f} value={changes[f]?.before} /></TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}><Value entity={entity} field={f} value={changes[f]?.after} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** An audit entry's detail: the before and after of each changed field, under the field's label. */
export function AuditChanges() {
  const record = useRecordContext();
  const entity = registry.get(String(record?.resource ?? '')) ?? registry.get('audit')!;
  return <ChangesTable entity={entity} />;
}
