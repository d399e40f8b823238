/**
 * Machine translation of foodcard texts (spec part 2 §2 /translation; §9 "Translation can take
 * up to 10 minutes"). German is the source language of venue content. Chosen from the environment
 * by `createTranslator`; none configured → the translation call answers MACHINE_TRANSLATION_MISSING.
 */
export interface Translator {
  /** the texts in `to`, in the same order; a provider failure throws TRANSLATOR_FAILED */
  translate(texts: readonly string[], from: string, to: string): Promise<string[]>;
}
