import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Lists sorted by a translatable name are ordered by the server in the reader's language (sent
 * as Accept-Language), so a language switch refetches what is on screen instead of keeping the
 * order of the previous language.
 */
export function useRefetchOnLocaleChange(): void {
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);
}
