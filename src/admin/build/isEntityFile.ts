/** `_meta.ts` and other `_`-files are the declaration format and shared pieces, not entities. */
export const isEntityFile = (file: string) => file.endsWith('.ts') && !file.startsWith('_') && !file.endsWith('.test.ts');
