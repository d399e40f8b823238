import { expect } from 'vitest';
import { FOODCARD_PHASES, VENUE_EXTRAS } from '../../src/server/entities/syncJob/copyVenueData';
import type { TestApp } from './testApp';
import { venueRecords } from './venueRecords';

/** Everything a full copy brings. */
export const COPIED = [...FOODCARD_PHASES, ...VENUE_EXTRAS];

/** The lease of a job whose worker died runs out (the clock moved on): another worker may take it. */
export async function expireLease(t: TestApp, id: string): Promise<void> {
  const row = await t.db.kysely.selectFrom('sync_job').select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
  const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
  await t.db.kysely.updateTable('sync_job').set({ doc: JSON.stringify({ ...doc, lockedUntil: new Date(Date.now() - 1000).toISOString() }) }).where('_id', '=', id).execute();
}

/** A finished full copy holds every record of the source once, and its entries' created counts add up to them. */
export async function expectWholeCopy(t: TestApp, source: string, done: { targetVenue: string; entries: { action: string; entity: string; count: number }[] }): Promise<void> {
  const from = await venueRecords(t.db, t.services.registry, source, COPIED);
  const to = await venueRecords(t.db, t.services.registry, done.targetVenue, COPIED);
  const created: Record<string, number> = {};
  for (const e of done.entries.filter((x) => x.action === 'created')) created[e.entity] = (created[e.entity] ?? 0) + e.count;
  for (const e of COPIED) {
    expect(to[e].length, e).toBe(from[e].length);
    expect(created[e] ?? 0, e).toBe(from[e].length);
  }
  expect(from.article.length).toBeGreaterThan(0);
}
