import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput, FormDataConsumer, HttpError, SaveButton, SelectInput, SimpleForm, Toolbar, required, useLocaleState, useNotify, useTranslate, type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SchemaInput } from '../../src/admin/from-schema/SchemaInput';
import { simpleCall, simplePayload } from '../../src/admin/from-schema/simpleVariant';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { apiFetch } from '../../src/admin/providers/httpClient';
import { useAssignableRoles } from './useAssignableRoles';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * The restricted user form (/user/create/simple, /user/{id}/edit/simple): the user schema's
 * `x-simple` fields, name, e-mail, password (create only), a role the signed-in user may hand out
 * and venues (the venue list is the caller's allowed venues, as the server scopes it). Saves
 * through the declared calls (`POST v1/auth/user/restricted`, `PATCH v1/auth/user/{id}/restricted`);
 * a 422 lands on its fields.
 * "Invite by e-mail" registers the user through `POST v1/auth/register/restricted` instead,
 * without a password: the welcome mail (in the current language) lets the user choose one.
 */
export function RestrictedUserForm({ record }: { record?: RaRecord }) {
  const entity = useEntity();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = useFieldLabel(entity);
  const { roles, isPending } = useAssignableRoles();
  const [locale] = useLocaleState();
  const props = entity.def.properties as Record<string, any>;
  const mode = record ? 'edit' : 'create';

  const submit = async (values: Record<string, unknown>) => {
    const invite = !record && values.invite === true;
    const { password, ...rest } = simplePayload(entity, values, mode, record);
    const body = invite ? rest : { ...rest, ...(password === undefined ? {} : { password }) };
    if (record && !Object.keys(body).length) {
      navigate('/user');
      return undefined;
    }
    try {
      const call = invite ? { method: 'POST', path: 'v1/auth/register/restricted' } : simpleCall(entity, mode, { id: record ? String(record.id) : undefined });
      // Untyped on purpose: the path is the schema's x-simple call, read at run time; the server
      // serves that same declaration, so the two cannot drift apart.
      await apiFetch(call.path, { method: call.method, body: invite ? { ...body, language: locale } : body });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      if (invite) notify('app.users.invited', { type: 'info', messageArgs: { email: String(body.email ?? '') } });
      else notify(record ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      navigate('/user');
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
      if (error instanceof HttpError && error.status === 422 && body?.errors && Object.keys(body.errors).length) {
        notify('errors.unprocessable', { type: 'error' });
        return body.errors;
      }
      notifyError(error);
    }
    return undefined;
  };

  // A role the caller may not hand out is still shown as the current value (read-only choice).
  const choices = record?.role && !roles.some((r) => r.slug === record.role) ? [...roles, { slug: record.role as string, name: record.role as string, disabled: true }] : roles;

  return (
    <SimpleForm record={record} onSubmit={submit} toolbar={<Toolbar><SaveButton /></Toolbar>} warnWhenUnsavedChanges>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 900 }}>
        <SchemaInput entity={entity} source="name" path="name" prop={props.name} required />
        <SchemaInput entity={entity} source="email" path="email" prop={props.email} required />
        {!record && <BooleanInput source="invite" label={translate('app.users.invite')} helperText={translate('app.users.inviteHint')} />}
        {!record && (
          <FormDataConsumer>
            {({ formData }) => (formData.invite ? null : <SchemaInput entity={entity} source="password" path="password" prop={props.password} required />)}
          </FormDataConsumer>
        )}
        <SelectInput
          source="role"
          label={label('role')}
          choices={choices}
          optionValue="slug"
          optionText="name"
          isPending={isPending}
          validate={required()}
          helperText={translate('app.users.roleHint')}
        />
        <SchemaInput entity={entity} source="venues" path="venues" prop={props.venues} />
      </Box>
    </SimpleForm>
  );
}
