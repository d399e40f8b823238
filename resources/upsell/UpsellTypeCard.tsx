import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button, Confirm, Form, HttpError, SaveButton, useCanAccess, useDataProvider, useNotify, useResourceContext, useTranslate, type RaRecord,
} from 'react-admin';
import type { upsellTypes } from '../../schemas/upsell';
import { SchemaInput } from '../../src/admin/from-schema/SchemaInput';
import { toPayload } from '../../src/admin/from-schema/toPayload';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

export type UpsellType = (typeof upsellTypes)[number];
export type Upsell = RaRecord & { type: UpsellType; updatedAt?: string };

/** The fields each type is edited with (what the server checks per type, plus the shared ones). */
const FIELDS: Record<UpsellType, string[]> = {
  addon: ['article', 'position', 'mov', 'isMaster'],
  goal: ['roundTo', 'pluToAdd', 'position', 'isMaster'],
  upgrade: ['pluSmall', 'pluLarge', 'position', 'isMaster'],
};
const REQUIRED: Record<UpsellType, string[]> = { addon: [], goal: ['roundTo', 'pluToAdd'], upgrade: ['pluSmall', 'pluLarge'] };

export interface UpsellTypeCardProps {
  type: UpsellType;
  venue: string;
  /** the venue's upsell of this type, null while it has none */
  upsell: Upsell | null;
  /** after a save or removal: the page reloads the venue's upsells */
  onChange: () => void;
}

/**
 * One upsell type of the selected venue: its form, filled when the venue has one. Saving stores
 * (creates, which replaces) or updates it; removing clears the type.
 */
export function UpsellTypeCard({ type, venue, upsell, onChange }: UpsellTypeCardProps) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canCreate, isPending: createPending } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit, isPending: editPending } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete, isPending: deletePending } = useCanAccess({ resource, action: 'delete' });
  // Until the rights are known the form is not shown: drawn read-only first, it turned editable a
  // moment later (a grey flash, and a check of the screen could catch its fields half faded).
  const rightsKnown = !createPending && !editPending && !deletePending;
  const [asking, setAsking] = useState(false);
  const mayWrite = upsell ? canEdit : canCreate;
  const failed = (e: unknown) => notify((e as Error)?.message || 'errors.unknown', { type: 'error', messageArgs: { _: (e as Error)?.message } });

  const save = async (values: Record<string, unknown>) => {
    const shown = Object.fromEntries(FIELDS[type].map((f) => [f, values[f]]));
    try {
      if (upsell) await dataProvider.update(resource, { id: upsell.id, data: toPayload(entity, shown, 'edit'), previousData: upsell });
      else await dataProvider.create(resource, { data: { ...toPayload(entity, shown, 'create'), type, venue } });
      notify(`resources.${entity.id}.screen.saved`, { type: 'success' });
      onChange();
    } catch (e) {
      failed(e);
      // Field messages go on the inputs.
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) return body.errors;
    }
    return undefined;
  };

  const remove = async () => {
    if (!upsell) return;
    try {
      await dataProvider.delete(resource, { id: upsell.id, previousData: upsell });
      notify(`resources.${entity.id}.screen.deleted`, { type: 'info' });
      onChange();
    } catch (e) {
      failed(e);
    } finally {
      setAsking(false);
    }
  };

  const title = translate(`resources.${entity.id}.enums.type.${type}`);
  return (
    <Card sx={{ flex: '1 1 320px', minWidth: 300 }} data-testid={`upsell-${type}`}>
      <CardContent>
        <Typography variant="h6" component="h2">{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`resources.${entity.id}.screen.help.${type}`)}</Typography>
        {!upsell && <Alert severity="info" sx={{ mb: 1 }}>{translate(`resources.${entity.id}.screen.none`)}</Alert>}
        {!rightsKnown && <CircularProgress size={24} />}
        {/* The key resets the form when the stored upsell changes (saved, replaced, removed). */}
        {rightsKnown && <Form key={upsell ? `${upsell.id}-${upsell.updatedAt}` : 'none'} record={upsell ?? { type }} onSubmit={save}>
          {FIELDS[type].map((f) => (
            <SchemaInput key={f} entity={entity} source={f} path={f} prop={entity.def.properties[f]} required={REQUIRED[type].includes(f)} readOnly={!mayWrite} />
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
            {mayWrite && <SaveButton alwaysEnable={!upsell} />}
            {upsell && canDelete && (
              <Button label="ra.action.delete" color="error" onClick={() => setAsking(true)}>
                <DeleteIcon />
              </Button>
            )}
          </Box>
        </Form>}
        <Confirm
          isOpen={asking}
          title="ra.message.delete_title"
          content="ra.message.delete_content"
          translateOptions={{ name: title, id: title }}
          onConfirm={remove}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
