import type { Services } from '../services';

const PLATFORMS = [
  { platform: 'ios', device: 'iPhone 15', browser: 'Safari 17', appVersion: '4.12.0', osVersion: 'iOS 17.5' },
  { platform: 'android', device: 'Pixel 8', browser: 'Chrome 126', appVersion: '4.11.2', osVersion: 'Android 14' },
  { platform: 'web', device: 'Desktop', browser: 'Firefox 128', appVersion: '4.12.0', osVersion: 'Windows 11' },
] as const;

/** The order's life as the ordering app and the POS log it (German source texts, as the app writes). */
function logsOf(status: string, code: string, createdAt: string) {
  const at = (s: number) => new Date(Date.parse(createdAt) + s * 1000).toISOString();
  const logs = [
    { level: 'info', source: 'app', message: `Bestellung ${code} angelegt`, at: at(0) },
    { level: 'info', source: 'payment', message: 'Zahlung autorisiert', at: at(20) },
  ];
  if (status === 'failed') logs.push({ level: 'error', source: 'pos', message: 'Kasse nicht erreichbar (Zeitüberschreitung)', at: at(50) });
  else logs.push({ level: 'info', source: 'pos', message: 'An die Kasse übertragen', at: at(25) });
  if (status === 'in_preparation') logs.push({ level: 'warning', source: 'printer', message: 'Bon-Drucker: Papier fast leer', at: at(40) });
  return logs;
}

/**
 * Client meta and logs on the demo orders (seedOrders writes neither), so the order view shows
 * them: every second order gets its app, device and logs. Written directly, as the orders were.
 */
export async function seedOrderLogs(services: Services): Promise<void> {
  const rows = await services.db.kysely.selectFrom('order').select(['_id', 'created_at', 'doc']).orderBy('_id').execute();
  for (const [i, row] of rows.entries()) {
    if (i % 2) continue;
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    doc.clientMeta = PLATFORMS[(i / 2) % PLATFORMS.length];
    doc.logs = logsOf(doc.status, doc.code, String(row.created_at));
    await services.db.kysely.updateTable('order').set({ doc: JSON.stringify(doc) }).where('_id', '=', row._id).execute();
  }
}
