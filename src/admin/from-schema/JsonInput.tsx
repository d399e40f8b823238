import { TextInput, type TextInputProps } from 'react-admin';

const invalidJson = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return { message: 'validation.json', args: { _: 'Enter valid JSON, e.g. {"key": "value"}' } };
  }
};

/**
 * Free-form structures (provider settings, delivery areas) edited as JSON text. The text stays
 * text while typing (re-formatting a half-typed object would move the cursor); toPayload()
 * parses it on save.
 */
export function JsonInput({ validate, ...props }: TextInputProps) {
  const rules = [invalidJson, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return (
    <TextInput
      {...props}
      multiline
      minRows={3}
      maxRows={20}
      validate={rules}
      format={(value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2))}
      parse={(text: string) => (text === '' ? null : text)}
      sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}
