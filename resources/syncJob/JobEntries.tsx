import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';

interface Entry { action?: string; entity?: string; count?: number; id?: string; venue?: string; reason?: string; message?: string }

/**
 * What a sync job did: per entity how many records it created, updated or deleted (deactivated,
 * a sync's soft delete), and each failure with its reason; a sync's entries name their slave.
 */
export function JobEntries() {
  const record = useRecordContext();
  const translate = useTranslate();
  const entries = (record?.entries ?? []) as Entry[];
  const slaveIds = [...new Set(entries.map((e) => e.venue).filter((v): v is string => !!v))];
  const { data: slaves = [] } = useGetMany('venue', { ids: slaveIds }, { enabled: slaveIds.length > 0 });
  const slaveName = (id?: string) => (id ? `${slaves.find((v) => v.id === id)?.name ?? id}: ` : '');
  if (!record) return null;
  const entityName = (id?: string) => (id ? translate(`resources.${id}.name`, { smart_count: 2, _: id }) : '');
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
