import { sql, type Kysely } from 'kysely';
import type { Db } from './createDb';

/**
 * A transaction that will write, for work several processes may start at once (the schema at
 * boot). On SQLite it takes the write lock at its start (BEGIN IMMEDIATE), so a second process
 * waits its busy timeout for the first to commit: a plain BEGIN that reads first and writes later
 * fails at once with "database is locked" when another process wrote in between. PostgreSQL's
 * transactions wait for row and advisory locks by themselves.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') return db.kysely.transaction().execute(work);
  return db.kysely.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (err) {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
