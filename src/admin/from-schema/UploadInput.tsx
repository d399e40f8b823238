import { Box, Typography } from '@mui/material';
import { FileInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { getPath } from './getPath';

interface UploadInputProps {
  source: string;
  label: string;
  image: boolean;
  /** the stored value is a URL the user may type (e.g. a logo URL) rather than a file id */
  isUrl: boolean;
  readOnly?: boolean;
  validate?: any;
}

/**
 * Image and file fields. The upload calls (PATCH venue/{id}/photo, ...) are not wired yet, so
 * the drop zone is shown disabled with a hint instead of pretending to upload; the current
 * file is still shown. Its source lives under `__upload`, which toPayload() never sends.
 */
export function UploadInput({ source, label, image, isUrl, readOnly, validate }: UploadInputProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const current = record ? getPath(record, source) : undefined;
  const looksLikeUrl = typeof current === 'string' && /^(https?:)?\/\//.test(current);
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      {isUrl ? (
        <TextInput source={source} label={label} readOnly={readOnly} validate={validate} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}: {current ? String(current) : '—'}
        </Typography>
      )}
      {image && looksLikeUrl && (
        <Box component="img" src={current} alt={label} sx={{ maxHeight: 96, maxWidth: 240, display: 'block', mb: 1 }} />
      )}
      <FileInput
        source={`__upload.${source}`}
        label={false}
        disabled
        accept={image ? { 'image/*': [] } : undefined}
        placeholder={
          <Typography variant="body2" color="text.secondary">
            {translate('app.upload.unavailable', { _: 'Uploading files is not available here yet.' })}
          </Typography>
        }
      />
    </Box>
  );
}
