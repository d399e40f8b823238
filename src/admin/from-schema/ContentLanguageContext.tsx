import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ContentLanguageState {
  /** the language every translatable input of the form shows */
  language: string;
  setLanguage: (language: string) => void;
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
  const [language, setLanguage] = useState('de');
  const [sources, setSources] = useState<string[]>([]);
  const register = useCallback((source: string) => {
    setSources((s) => (s.includes(source) ? s : [...s, source]));
    return () => setSources((s) => s.filter((x) => x !== source));
  }, []);
  const value = useMemo(() => ({ language, setLanguage, sources, register }), [language, sources, register]);
  return <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>;
}

/** null outside a ContentLanguageProvider: the input then brings its own switcher. */
export function useContentLanguage(): ContentLanguageState | null {
  return useContext(ContentLanguageContext);
}
