import { PasswordInput, useRecordContext, useTranslate, type Validator } from 'react-admin';

interface SecretInputProps {
  source: string;
  label: string;
  readOnly?: boolean;
  validate?: Validator[];
}

/**
 * A write-only credential (`x-secret`): the server never answers it, only whether one is stored
 * (the record's `secretsSet`). The input starts empty; left empty, the stored secret is kept.
 */
export function SecretInput({ source, label, readOnly, validate }: SecretInputProps) {
  const translate = useTranslate();
  const record = useRecordContext<{ id?: unknown; secretsSet?: Record<string, boolean> }>();
  const isSet = !!record?.secretsSet?.[source];
  const helperText = record?.id === undefined
    ? false
    : translate(isSet ? 'secretInput.set' : 'secretInput.notSet');
  return (
    <PasswordInput
      source={source}
      label={label}
      readOnly={readOnly}
      validate={validate}
      autoComplete="new-password"
      helperText={helperText}
      // Never prefilled: the record holds no secret, and a browser must not fill a saved password in.
      defaultValue=""
      inputProps={{ 'data-secret-state': isSet ? 'set' : 'not-set' }}
    />
  );
}
