import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { useEnvironmentVenues } from './useEnvironmentVenues';

interface Entry { action?: string; entity?: string; count?: number; id?: string; venue?: string; reason?: string; message?: string }

/**
 * What a sync job did: per entity how many records it created, updated or deleted (deactivated,
 * a sync's soft delete), and each failure with its reason; a sync's entries name their slave,
 * read in the slaves' environment.
 */
export function JobEntries() {
  const record = useRecordContext();
  const translate = useTranslate();
  const entries = (record?.entries ?? []) as Entry[];
  const slaveIds = [...new Set(entries.map((e) => e.venue).filter((v): v is string => !!v))];
  // slaves of another environment (a sync across environments) are named from that environment's list
  const elsewhere = record?.targetEnvironment && record.targetEnvironment !== record.sourceEnvironment ? (record.targetEnvironment as 'dev' | 'prod') : null;
  const { data: here = [] } = useGetMany('venue', { ids: slaveIds }, { enabled: !elsewhere && slaveIds.length > 0 });
  const { data: there = [] } = useEnvironmentVenues(elsewhere && slaveIds.length ? elsewhere : null);
  const slaves = elsewhere ? there : here;
  const slaveName = (id?: string) => (id ? `${slaves.find((v) => v.id === id)?.name ?? id}: ` : '');
  if (!record) return null;
  // uploads brought into another environment are entries of their own ("file"), not an entity
  const entityName = (id?: string) => (id === 'file' ? translate('syncUi.files') : id ? translate(`resources.${id}.name`, { smart_count: 2, _: id }) : '');
  return (
    <div data-testid="sync-job-entries">
      {record.error && <Typography color="error">{record.error}</Typography>}
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('syncUi.noEntries')}</Typography>
      ) : (
        <List dense>
          {entries.map((e, i) => (
            <ListItem key={i} disablePadding>
              <ListItemText
                primary={e.action
                  ? slaveName(e.venue) + translate(`syncUi.entry.${e.action === 'deleted' && e.message === 'soft' ? 'deletedSoft' : e.action}`, { entity: entityName(e.entity), count: e.count ?? 1, id: e.id ?? '', reason: e.reason ?? '' })
                  : e.message}
                slotProps={{ primary: { color: e.action === 'failed' ? 'error' : undefined } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </div>
  );
}
