import { useEffect, useRef, useState } from 'react';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextInput, useNotify, useRecordContext, useRedirect, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { pathParams } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import { apiUrl } from '../providers/apiUrl';
import type { ServerFieldError } from '../providers/fieldErrorMessage';
import { useFieldErrorText } from '../providers/useFieldErrorText';
import { getPath } from './getPath';
import { usePendingUploads } from './PendingUploads';
import { uploadFile } from './uploadFile';

interface UploadInputProps {
  entity: Entity;
  source: string;
  label: string;
  image: boolean;
  /** the stored value is a URL the user may type (e.g. a logo URL) rather than a file id */
  isUrl: boolean;
  /** `'METHOD path'` that receives the file (x-ui.upload); without it there is no upload call */
  upload?: string;
  /** the file picker's filter (x-ui.accept) */
  accept?: string;
  readOnly?: boolean;
  validate?: any;
}

/**
 * Image and file fields. A field with an upload call (x-ui.upload, e.g. PATCH venue/{id}/photo)
 * sends the chosen file straight away and shows the stored one (served at /api/v1/files/{id}),
 * to open in a new tab or download; the server checks the content, so a wrong type comes back as
 * its 422 error (translated by its code). The call's path parameters come from the saved record;
 * a call without `{id}` (it upserts, e.g. POST {groupId}/template/{templateName}) also works on
 * the create form once its parameters are filled in, and then opens the record it answered.
 * Any other upload needs a saved record: on the create form the chosen file waits (previewed) and
 * the create screen sends it as soon as the record exists (PendingUploads).
 */
export function UploadInput({ entity, source, label, image, isUrl, upload, accept, readOnly, validate }: UploadInputProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pendingUploads = usePendingUploads();
  const [pending, setPending] = useState<{ name: string; url: string } | null>(null);
  const params = upload ? pathParams(upload) : [];
  const needsRecord = params.includes('id');
  const form = useFormContext();
  const { dirtyFields } = useFormState();
  // The record an upload created from the create form: opened once the form has taken in that
  // nothing is unsaved any more (the reset below), so the unsaved-changes guard lets it go.
  const [created, setCreated] = useState<string | null>(null);
  const clean = Object.keys(dirtyFields).length === 0;
  useEffect(() => {
    if (!created || !clean || !resource) return;
    // a task later: the form's guard takes in the clean state in an effect of its own, which runs
    // after this one (a child's effects run first)
    const later = setTimeout(() => redirect('edit', resource, created));
    return () => clearTimeout(later);
  }, [created, clean, resource, redirect]);
  const formParams: unknown[] = useWatch({ name: params.filter((p) => p !== 'id') }) ?? [];
  if (isUrl) return <TextInput source={source} label={label} readOnly={readOnly} validate={validate} />;

  const current = record ? getPath(record, source) : undefined;
  const fileUrl = typeof current === 'string' && current ? apiUrl(`v1/files/${current}`) : null;
  const saved = record?.id !== undefined;
  // On create the form's values fill the call; on edit the stored record's (what the call changes).
  const values: Record<string, string | undefined> = {};
  params.filter((p) => p !== 'id').forEach((p, i) => {
    const v = saved ? getPath(record!, p) : formParams[i];
    values[p] = typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  });
  if (saved) values.id = String(record!.id);
  // Not saved yet and the call needs the record: keep the file for the create screen to send.
  const waits = !saved && needsRecord && !!pendingUploads;
  // the id comes with the save; any other parameter must be filled in before the file is chosen
  const missing = params.filter((p) => !values[p] && !(waits && p === 'id'));
  const send = async (file: File) => {
    if (waits) {
      pendingUploads!.set(source, { source, upload: upload!, file });
      // a data: URL, not blob:: the content security policy allows images from data: only
      const reader = new FileReader();
      reader.onload = () => setPending({ name: file.name, url: String(reader.result) });
      reader.readAsDataURL(file);
      return;
    }
    setBusy(true);
    try {
      const res = await uploadFile(entity, upload!, values, file);
      notify('app.upload.done', { type: 'info', messageArgs: { _: 'The file was uploaded.' } });
      if (!saved && res?.data?._id && resource) {
        // the values become the form's defaults: nothing is unsaved, so the guard lets the user go
        form?.reset(form.getValues());
        setCreated(res.data._id);
      }
      else refresh();
    } catch (e) {
      const body = (e as { body?: { code?: string; fieldErrors?: ServerFieldError[]; message?: string } }).body;
      const field = body?.fieldErrors?.[0];
      const errorKey = (e as Error)?.message || 'errors.unknown';
      const message = field ? fieldErrorText(field) : translate(errorKey, { _: body?.message ?? errorKey });
      // an upload refusal the catalogue words (not an image, too large) first, else the field or catalogue text
      notify(body?.code ? `app.upload.errors.${body.code}` : message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{label}</Typography>
      {fileUrl && image && <Box component="img" src={fileUrl} alt={label} sx={{ maxHeight: 96, maxWidth: 240, display: 'block', mb: 1 }} />}
      {fileUrl && !image && (
        <Box sx={{ display: 'flex', gap: 2, mb: 1 }}>
          <Link href={fileUrl} target="_blank" rel="noopener">{translate('app.upload.open', { _: 'Open the current file' })}</Link>
          <Link href={fileUrl} download>{translate('app.upload.download')}</Link>
        </Box>
      )}
      {pending && image && <Box component="img" src={pending.url} alt={label} sx={{ maxHeight: 96, maxWidth: 240, display: 'block', mb: 1 }} />}
      {pending && (
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.upload.pending', { name: pending.name })}</Typography>
      )}
      {!fileUrl && !pending && <Typography variant="body2" sx={{ mb: 1 }}>—</Typography>}
      {/* upload fields are read-only for the generic update: their own call writes them */}
      {upload && (saved || !needsRecord || waits ? (
        <>
          <input ref={input} type="file" hidden accept={accept ?? (image ? 'image/*' : 'application/pdf,image/*')} onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])} aria-label={label} />
          <Button size="small" variant="outlined" disabled={busy || missing.length > 0} startIcon={busy ? <CircularProgress size={14} /> : <UploadIcon />} onClick={() => input.current?.click()}>
            {translate('app.upload.choose', { _: 'Choose a file' })}
          </Button>
          {missing.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('app.upload.fillFirst', { fields: missing.map((p) => translate(`resources.${entity.id}.fields.${p}`, { _: p })).join(', ') })}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('app.upload.saveFirst', { _: 'Save the record first, then upload the file.' })}</Typography>
      ))}
    </Box>
  );
}
