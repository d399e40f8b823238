import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Entity } from '../../src/core/registry';
import { SchemaInput } from '../../src/admin/from-schema/SchemaInput';
import { schemaDefaults } from '../../src/admin/from-schema/schemaDefaults';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { apiFetch } from '../../src/admin/providers/httpClient';
import { VENUE_RESOURCE } from '../../src/admin/selectedVenue/venueResource';
import { simpleAccess, simpleCall, simpleFields, simplePayload, submissionErrors, type SimpleMode } from '../../src/admin/from-schema/simpleVariant';

/** The fields the venue schema's x-simple declares, in its order. */
function SimpleFields({ entity, mode }: { entity: Entity; mode: SimpleMode }) {
  const required = new Set(entity.def.required ?? []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 900 }}>
      {simpleFields(entity, mode).map((name) => (
        <SchemaInput key={name} entity={entity} source={name} path={name} prop={entity.def.properties[name]} required={required.has(name)} />
      ))}
    </Box>
  );
}

const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Saves through the simple call; 422 field errors go back to the form, other errors to a notice. */
function useSimpleSave(mode: SimpleMode, id?: string) {
  const entity = useEntity();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (record?: Record<string, unknown>) => async (values: Record<string, unknown>) => {
    try {
      const body = simplePayload(entity, values, mode, record);
      // An edit that changes nothing has nothing to send (the server refuses an empty simple update).
      if (mode === 'create' || Object.keys(body).length) {
        const { method, path } = simpleCall(entity, mode, { id });
        // Untyped on purpose: the path is the schema's x-simple call, read at run time; the server
        // serves that same declaration, so the two cannot drift apart.
        await apiFetch(path, { method, body });
      }
      await queryClient.invalidateQueries({ queryKey: [VENUE_RESOURCE] });
      notify('app.venueEdit.saved', { type: 'success' });
      navigate(`/${VENUE_RESOURCE}`);
      return undefined;
    } catch (e) {
      const errors = submissionErrors(e);
      if (!errors) notify((e as Error)?.message || 'errors.unknown', { type: 'error', messageArgs: { _: (e as Error)?.message } });
      return errors ?? undefined;
    }
  };
}

function SimpleCreateForm() {
  const entity = useEntity();
  const save = useSimpleSave('create')();
  return (
    <SimpleForm toolbar={toolbar} onSubmit={save} defaultValues={schemaDefaults(entity)} warnWhenUnsavedChanges>
      <SimpleFields entity={entity} mode="create" />
    </SimpleForm>
  );
}

function SimpleEditForm({ id }: { id: string }) {
  const entity = useEntity();
  const record = useRecordContext();
  const save = useSimpleSave('edit', id)(record as Record<string, unknown> | undefined);
  return (
    <SimpleForm toolbar={toolbar} onSubmit={save} warnWhenUnsavedChanges>
      <SimpleFields entity={entity} mode="edit" />
    </SimpleForm>
  );
}

/** /venue/create/simple (venue.create.simple): a venue with name, address, contact and opening hours only. */
export function VenueSimpleCreatePage() {
  const translate = useTranslate();
  const entity = useEntity();
  return (
    <RequireAccess rule={simpleAccess(entity, 'create')}>
      {/* react-admin's own check wants venue.create / venue.update; RequireAccess checks the simple right instead. */}
      <Create title={translate('app.venueEdit.simpleCreate')} disableAuthentication>
        <SimpleCreateForm />
      </Create>
    </RequireAccess>
  );
}

function SimpleEditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate('app.venueEdit.simpleEdit', { name: record?.name ?? '' })}</span>;
}

/** /venue/{id}/edit/simple (venue.update.simple): the same restricted field set on an existing venue. */
export function VenueSimpleEditPage() {
  const { id } = useParams<{ id: string }>();
  const entity = useEntity();
  return (
    <RequireAccess rule={simpleAccess(entity, 'edit')}>
      <Edit id={id} title={<SimpleEditTitle />} mutationMode="pessimistic" actions={false} disableAuthentication>
        <SimpleEditForm id={id!} />
      </Edit>
    </RequireAccess>
  );
}
