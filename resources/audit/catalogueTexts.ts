/**
 * Texts only this entity's screens read (dotted paths of the catalogue): they load with its
 * declaration instead of with every page (src/admin/build/catalogueParts.ts).
 */
export const catalogueTexts: readonly string[] = ['screens.audit', 'activityLog'];
