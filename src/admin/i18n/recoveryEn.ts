import { SEEDED_NAMES } from './seededNames';

/**
 * Texts of error recovery (network drop, a screen that failed to load) and of the server's field
 * errors translated by code (src/admin/providers/fieldErrorMessage.ts).
 */
export const recoveryEn = {
  /** demo roles by slug (shown through seededName(); here so the catalogues list them too) */
  seededNames: SEEDED_NAMES.en as { role: Record<string, string> },
  recovery: {
    network: 'Server not reachable. Check your connection and try again.',
    screenFailed: 'This screen could not be loaded',
    screenFailedHint: 'The connection may have dropped, or a new version of the back office was installed. Reload the page to continue.',
    reload: 'Reload page',
    retry: 'Try again',
    errorTitle: 'Something went wrong',
    listFailed: 'The list could not be loaded',
    listUnreachable: 'The server is not reachable. The list loads by itself as soon as the server answers again.',
    errorHint: 'The screen stopped with an error. Choose another entry in the menu, or reload the page.',
  },
  /** labels of the shell's landmarks for assistive technology */
  chrome: {
    breadcrumb: 'Breadcrumb',
  },
  /** 422 field errors by the server's code (Ajv keywords and our own) */
  serverErrors: {
    unknownField: 'is not a known field',
    type: 'Has the wrong type (expected: %{type})',
    enum: 'Must be one of: %{options}',
    format: 'Has the wrong format',
    minItems: 'Choose at least %{limit}',
    maxItems: 'Choose at most %{limit}',
    uniqueItems: 'Each entry may appear only once',
    multipleOf: 'Must be a multiple of %{limit}',
    const: 'Has a value that is not allowed here',
    not: 'Has a value that is not allowed here',
  },
  /** what a schema pattern allows, in words (src/admin/from-schema/patternMessage.ts) */
  patterns: {
    slug: 'Use lowercase letters, digits and underscores only',
    slugDashed: 'Use lowercase letters and digits, joined by single hyphens or underscores',
    code: 'Use letters, digits, hyphens and underscores only',
    name: 'Use letters, digits, dots, hyphens and underscores only',
    digits: 'Enter 8 to 14 digits',
    other: 'Has the wrong format',
  },
};
