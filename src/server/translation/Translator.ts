/**
 * Machine translation of foodcard texts (spec part 2 §2 /translation; §9 "Translation can take
 * up to 10 minutes"). German is the source language of venue content.
 */
export interface Translator {
  /** the texts in `to`, in the same order; throw to fail the whole call */
  translate(texts: readonly string[], from: string, to: string): Promise<string[]>;
}

/**
 * A provider (DeepL, Google Cloud Translation, ...) plugs in here: implement `Translator` and
 * install it with `setTranslator` at boot (e.g. chosen by an environment variable), or a fake in
 * tests. Without one the translation call answers MACHINE_TRANSLATION_MISSING.
 */
let current: Translator | null = null;

/** The installed translator, or null when none is configured. */
export function translator(): Translator | null {
  return current;
}

/** Installs a provider (null removes it); returns the previous one. */
export function setTranslator(next: Translator | null): Translator | null {
  const previous = current;
  current = next;
  return previous;
}
