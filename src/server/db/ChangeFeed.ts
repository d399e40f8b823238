import type SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * Tells every server process sharing the database that something cached must be read again
 * (principals after a role, user or label change; a revoked token). Process memory alone would let
 * a permission removed on one process live on in another.
 */
export interface ChangeFeed {
  /** every process, this one included, hears `topic` */
  publish(topic: string): Promise<void>;
  /** `'*'` means "anything may have changed" (a missed notification, another process's write) */
  subscribe(listener: (topic: string) => void): void;
  close(): Promise<void>;
}

type Listener = (topic: string) => void;

/**
 * PostgreSQL: LISTEN/NOTIFY on one dedicated connection. NOTIFY is delivered when the writing
 * transaction commits, so the other processes drop their caches within milliseconds. A lost
 * connection is re-opened, and everything counts as changed, since notifications may be lost.
 */
export function postgresChangeFeed(pool: pg.Pool, connectionString: string, schema?: string): ChangeFeed {
  // Channels are database-wide; the schema keeps processes of different schemas (tests) apart.
  const channel = `backoffice_changes${schema ? `_${schema}` : ''}`.slice(0, 63);
  const listeners: Listener[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const emit = (topic: string) => listeners.forEach((l) => l(topic));

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => emit(msg.payload ?? '*'));
    c.on('error', () => reconnect(c));
    c.on('end', () => reconnect(c));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      client = c;
    } catch {
      reconnect(c);
    }
  };
  const reconnect = (c: pg.Client) => {
    if (closed || client !== c && client !== null) return;
    client = null;
    c.end().catch(() => undefined);
    emit('*');
    retry ??= setTimeout(() => {
      retry = null;
      void connect();
    }, 500);
    retry.unref();
  };
  const ready = connect();

  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [channel, topic]);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * SQLite: processes on one database file see each other's commits through `PRAGMA data_version`,
 * which changes only when another connection committed; it is read four times a second. Writes of
 * this process are told to the listeners at once.
 */
export function sqliteChangeFeed(raw: SqliteDatabase.Database, file: string): ChangeFeed {
  const listeners: Listener[] = [];
  let timer: NodeJS.Timeout | null = null;
  if (file !== ':memory:') {
    let seen = raw.pragma('data_version', { simple: true });
    timer = setInterval(() => {
      if (!raw.open) return;
      const now = raw.pragma('data_version', { simple: true });
      if (now !== seen) {
        seen = now;
        listeners.forEach((l) => l('*'));
      }
    }, 250);
    timer.unref();
  }
  return {
    async publish(topic) {
      listeners.forEach((l) => l(topic));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}
