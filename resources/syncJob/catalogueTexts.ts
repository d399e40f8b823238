/** Texts only the sync job screens read (the venue's copy and migrate screens read them too). */
export const catalogueTexts: readonly string[] = ['syncUi'];
