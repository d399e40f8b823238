/** Up to this many tables the PDF is made while the user waits; more go through a download job. */
export const QR_DIRECT_LIMIT = 20;

export function qrExportMode(count: number): 'direct' | 'job' {
  return count <= QR_DIRECT_LIMIT ? 'direct' : 'job';
}
