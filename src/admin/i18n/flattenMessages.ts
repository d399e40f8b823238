/** A catalogue flattened the way polyglot reads it: nested keys joined with dots. */
export function flattenMessages(messages: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else if (value && typeof value === 'object') Object.assign(out, flattenMessages(value, `${prefix}${key}.`));
  }
  return out;
}
