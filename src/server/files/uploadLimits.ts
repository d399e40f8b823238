/** One file per request, at most 10 MB (busboy limits): uploads are documents and images. */
export const uploadLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 20,
  parts: 40,
} as const;
