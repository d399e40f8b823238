import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugFromName } from './slugFromName';

/**
 * Fills the slug from the name while creating a role, until the user types a slug of their
 * own (the slug no longer being the one last filled in) — from then on it is left alone.
 */
export function SlugFromName() {
  const { setValue, getValues } = useFormContext();
  const name = useWatch({ name: 'name' }) as string | undefined;
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  // the slug this component last wrote; null once the user took over (a copy starts with one)
  const filled = useRef<string | null>(getValues('slug') ? null : '');
  useEffect(() => {
    if (filled.current === null) return;
    if ((slug ?? '') !== filled.current) {
      filled.current = null;
      return;
    }
    const next = slugFromName(name ?? '');
    if (next === filled.current) return;
    filled.current = next;
    setValue('slug', next, { shouldDirty: true, shouldValidate: next !== '' });
  }, [name, slug, setValue]);
  return null;
}
