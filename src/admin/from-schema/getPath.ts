/** `getPath(record, 'payment.credentials.paypalEmail')`; undefined when any step is missing. */
export function getPath(value: unknown, path: string): unknown {
  let cur: any = value;
  for (const key of path.split('.').filter(Boolean)) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = cur[key];
  }
  return cur;
}
