/**
 * Texts only this entity's screens read (dotted paths of the catalogue): they load with its
 * declaration instead of with every page (src/admin/build/catalogueParts.ts). The venue's
 * declaration is loaded on every page (the venue switcher), so its screens' texts load with the
 * screens instead (the `venueScreens` part, resources/venue/index.ts).
 */
export const catalogueTexts: readonly string[] = [];
