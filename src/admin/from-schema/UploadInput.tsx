import { useRef, useState } from 'react';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { parseCall, fillPath } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import { apiUrl } from '../providers/apiUrl';
import { apiFetch } from '../providers/httpClient';
import { getPath } from './getPath';

interface UploadInputProps {
  entity: Entity;
  source: string;
  label: string;
  image: boolean;
  /** the stored value is a URL the user may type (e.g. a logo URL) rather than a file id */
  isUrl: boolean;
  /** `'METHOD path'` that receives the file (x-ui.upload); without it there is no upload call */
  upload?: string;
  readOnly?: boolean;
  validate?: any;
}

/**
 * Image and file fields. A field with an upload call (x-ui.upload, e.g. PATCH venue/{id}/photo)
 * sends the chosen file straight away and shows the stored one (served at /api/v1/files/{id});
 * the server checks the content, so a wrong type comes back as its 422 message. Uploading needs
 * a saved record, so the create form says so instead.
 */
export function UploadInput({ entity, source, label, image, isUrl, upload, readOnly, validate }: UploadInputProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (isUrl) return <TextInput source={source} label={label} readOnly={readOnly} validate={validate} />;

  const current = record ? getPath(record, source) : undefined;
  const fileUrl = typeof current === 'string' && current ? apiUrl(`v1/files/${current}`) : null;
  const send = async (file: File) => {
    const call = parseCall(entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`, upload!);
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await apiFetch('/' + fillPath(call.path, { id: String(record!.id) }), { method: call.method, body: form });
      notify('app.upload.done', { type: 'info', messageArgs: { _: 'The file was uploaded.' } });
      refresh();
    } catch (e) {
      const body = (e as { body?: { fieldErrors?: { message: string }[]; message?: string } }).body;
      notify(body?.fieldErrors?.[0]?.message ?? body?.message ?? 'errors.unknown', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{label}</Typography>
      {fileUrl && image && <Box component="img" src={fileUrl} alt={label} sx={{ maxHeight: 96, maxWidth: 240, display: 'block', mb: 1 }} />}
      {fileUrl && !image && <Link href={fileUrl} target="_blank" rel="noopener" sx={{ display: 'block', mb: 1 }}>{translate('app.upload.open', { _: 'Open the current file' })}</Link>}
      {!fileUrl && <Typography variant="body2" sx={{ mb: 1 }}>—</Typography>}
      {/* upload fields are read-only for the generic update: their own call writes them */}
      {upload && (record?.id ? (
        <>
          <input ref={input} type="file" hidden accept={image ? 'image/*' : 'application/pdf,image/*'} onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])} aria-label={label} />
          <Button size="small" variant="outlined" disabled={busy} startIcon={busy ? <CircularProgress size={14} /> : <UploadIcon />} onClick={() => input.current?.click()}>
            {translate('app.upload.choose', { _: 'Choose a file' })}
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('app.upload.saveFirst', { _: 'Save the record first, then upload the file.' })}</Typography>
      ))}
    </Box>
  );
}
