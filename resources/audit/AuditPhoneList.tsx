import { useState } from 'react';
import { Box, Button, Collapse, List, ListItem, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useVenueClock } from '../../src/admin/format/useVenueClock';
import { AuditChanges } from './AuditChanges';
import { AuditSentence } from './AuditSentence';

function Entry() {
  const record = useRecordContext();
  const translate = useTranslate();
  const clock = useVenueClock();
  const [open, setOpen] = useState(false);
  const hasChanges = Object.keys(record?.changes ?? {}).length > 0;
  const panel = `audit-changes-${record?.id}`;
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="audit-entry">
      <Typography variant="body2">
        <AuditSentence />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">{clock.dateTime(record?.date, { seconds: true })}</Typography>
        {hasChanges && (
          <Button size="small" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
            {translate(open ? 'screens.audit.hideChanges' : 'screens.audit.showChanges')}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={panel} unmountOnExit>
        <AuditChanges />
      </Collapse>
    </ListItem>
  );
}

/**
 * The audit log on a phone: each entry a sentence and its date; its changes open below it
 * (a grid's expandable row does not fit a phone's width).
 */
export function AuditPhoneList() {
  const { data = [] } = useListContext();
  return (
    <List disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Entry />
        </RecordContextProvider>
      ))}
    </List>
  );
}
