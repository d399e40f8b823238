import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormSection } from './formLayout';
import { humanize } from './humanize';
import { propType } from './propType';
import { SchemaInput } from './SchemaInput';
import { useEntity } from './useEntity';

/** Structures and long texts take the whole row of a section's grid. */
const wide = (prop: any) => ['object', 'array'].includes(propType(prop) ?? '') || ['json', 'textarea', 'translatable'].includes(prop['x-ui']?.widget);

interface FormSectionsProps {
  sections: FormSection[];
  /** something shown right after a field (the venue's GPS lookup after the longitude) */
  after?: (name: string) => ReactNode;
}

/**
 * A tab's fields. Without x-ui.section: one column, as before. With sections: each titled
 * (`resources.<entity>.sections.<name>`, else the shared `screens.sections.<name>`), its fields
 * in two columns from the `md` breakpoint and one below it.
 */
export function FormSections({ sections, after }: FormSectionsProps) {
  const entity = useEntity();
  const translate = useTranslate();
  const input = (f: FormSection['fields'][number]) => (
    <Fragment key={f.name}>
      <SchemaInput entity={entity} source={f.name} path={f.name} prop={f.prop} required={f.required} readOnly={f.readOnly} />
      {after?.(f.name)}
    </Fragment>
  );
  if (sections.every((s) => s.name === null)) {
    return <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 900 }}>{sections.flatMap((s) => s.fields.map(input))}</Box>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%', maxWidth: 1200 }}>
      {sections.map((s) => {
        const title = s.name && translate(`resources.${entity.id}.sections.${s.name}`, { _: translate(`screens.sections.${s.name}`, { _: humanize(s.name) }) });
        return (
          <Box key={s.name ?? ''} component="section" aria-label={title || undefined} data-section={s.name ?? ''}>
            {title && <Typography variant="h6" component="h2" sx={{ mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>{title}</Typography>}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, alignItems: 'start' }}>
              {s.fields.map((f) => (
                <Box key={f.name} sx={{ minWidth: 0, gridColumn: wide(f.prop) ? '1 / -1' : undefined, '& .MuiFormControl-root': { width: '100%' } }}>
                  {input(f)}
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
