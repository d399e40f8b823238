import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLanguageProvider } from '../from-schema/ContentLanguageContext';
import { ContentLanguageSwitcher } from '../from-schema/ContentLanguageSwitcher';
import { SchemaInput } from '../from-schema/SchemaInput';
import { useEntity } from '../from-schema/useEntity';
import { useLocalizedText } from '../format/useLocalizedText';
import { RequireAccess } from '../pages/RequireAccess';
import { apiFetch } from '../providers/httpClient';
import { simpleAccess, simpleCall, simpleFields, simplePayload, submissionErrors } from '../from-schema/simpleVariant';

function SimpleEditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  const localized = useLocalizedText();
  return <span>{translate('foodcardUi.simpleEdit', { name: localized(record?.name) })}</span>;
}

function SimpleEditForm({ id }: { id: string }) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const required = new Set(entity.def.required ?? []);
  const fields = simpleFields(entity, 'edit');
  const save = async (values: Record<string, unknown>) => {
    const body = simplePayload(entity, values, 'edit', record ?? {});
    if (!Object.keys(body).length) {
      navigate(`/${resource}`);
      return undefined;
    }
    try {
      const { method, path } = simpleCall(entity, 'edit', { id });
      // Untyped on purpose: the path is the schema's x-simple call, read at run time; the server
      // serves that same declaration, so the two cannot drift apart.
      await apiFetch(path, { method, body });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      navigate(`/${resource}`);
      return undefined;
    } catch (e) {
      const errors = submissionErrors(e);
      if (!errors) notify((e as Error)?.message || 'errors.unknown', { type: 'error', messageArgs: { _: (e as Error)?.message } });
      return errors ?? undefined;
    }
  };
  return (
    <ContentLanguageProvider>
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} onSubmit={save} warnWhenUnsavedChanges>
        <ContentLanguageSwitcher />
        <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 900 }}>
          {fields.map((name) => (
            <SchemaInput key={name} entity={entity} source={name} path={name} prop={entity.def.properties[name]} required={required.has(name)} />
          ))}
        </Box>
      </SimpleForm>
    </ContentLanguageProvider>
  );
}

/**
 * …/{id}/edit/simple of articles and option groups (spec part 2 §2): the field set, call and
 * permission their schemas declare in `x-simple`; the server's call refuses any other field.
 */
export function SimpleEditPage() {
  const { id } = useParams<{ id: string }>();
  const entity = useEntity();
  return (
    <RequireAccess rule={simpleAccess(entity, 'edit')}>
      {/* react-admin's own check wants <resource>.update; RequireAccess checks the simple right instead. */}
      <Edit id={id} title={<SimpleEditTitle />} mutationMode="pessimistic" actions={false} disableAuthentication>
        <SimpleEditForm id={id!} />
      </Edit>
    </RequireAccess>
  );
}
