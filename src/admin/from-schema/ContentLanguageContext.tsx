import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ContentLanguageState {
  /** the language every translatable input of the form shows */
  language: string;
  setLanguage: (language: string) => void;
  /** the languages shown so far: their inputs stay mounted, the others mount when first shown */
  shown: ReadonlySet<string>;
  /** full paths of the form's translatable fields, registered by the inputs themselves */
  sources: readonly string[];
  register: (source: string) => () => void;
}

const ContentLanguageContext = createContext<ContentLanguageState | null>(null);

/**
 * One content language per form (as Payload and Directus do), instead of a strip of 15 tabs per
 * field. Inputs register, so the switcher appears only in forms that have translatable fields,
 * nested ones included.
 */
export function ContentLanguageProvider({ children }: { children: ReactNode }) {
  // German, whatever the UI language: it is the fallback every reader gets, so it is the text a
  // form must have first (and the brand has no other default content language).
  const [language, setShownLanguage] = useState('de');
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(['de']));
  const setLanguage = useCallback((next: string) => {
    setShownLanguage(next);
    setShown((s) => (s.has(next) ? s : new Set([...s, next])));
  }, []);
  const [sources, setSources] = useState<string[]>([]);
  const register = useCallback((source: string) => {
    setSources((s) => (s.includes(source) ? s : [...s, source]));
    return () => setSources((s) => s.filter((x) => x !== source));
  }, []);
  const value = useMemo(() => ({ language, setLanguage, shown, sources, register }), [language, setLanguage, shown, sources, register]);
  return <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>;
}

/** null outside a ContentLanguageProvider: the input then brings its own switcher. */
export function useContentLanguage(): ContentLanguageState | null {
  return useContext(ContentLanguageContext);
}
