// Building a formatter costs far more than using one, and list cells format per row: one per
// language and set of options, kept for the page's life (a handful of combinations in practice).
const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl.NumberFormat of this locale and these options, built once. */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}
