import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDoc } from '../src/server/crud/rowToRecord';
import { lastPeriod } from '../src/server/entities/automatedReport/reportPeriod';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Automated reports (spec part 2 §7 general/job) with several server processes on one database:
 * two real OS processes (tests/helpers/reportSchedulerProcess.ts) tick the scheduler at the same
 * moment, and each due report goes out once in all, run by one of them, its lease released.
 * (tests/automatedReport.contract.test.ts covers two app instances inside one process.)
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const J = '/api/v1/general/job';
const REPORTS = 8;

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await testApp({ shared: true });
  manager = await t.login('manager@example.com');
}, 180_000);
afterAll(() => t?.close());

interface Scheduler { ready: Promise<void>; go(): void; exited: Promise<{ code: number | null; output: string }> }

/** Starts a scheduler process on the test's database at `now`; it ticks once `go()` is called. */
function schedulerProcess(now: Date): Scheduler {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'tests/helpers/reportSchedulerProcess.ts', JSON.stringify(t.dbOptions), now.toISOString()], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdin!.on('error', () => {}); // a process that already ended: its exit code tells
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^ready$/m.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`the scheduler process ended (${code}) before it was ready:\n${output}`)));
  });
  return { ready, exited, go: () => child.stdin!.end('go\n') };
}

/** Every automated report as stored (the scheduler writes its lease and run state to the row), any tenant's. */
async function rowsOf(): Promise<Record<string, any>[]> {
  const table = t.services.registry.get('automatedReport')!.table;
  const rows = await t.db.kysely.selectFrom(table).select(['_id', 'doc']).where('deleted_at', 'is', null).execute();
  return rows.map((row) => ({ ...parseDoc(row.doc), _id: row._id }));
}

const linesOf = (output: string, word: string) => output.split('\n').filter((l) => l.startsWith(`${word} `)).map((l) => l.slice(word.length + 1));

describe('the scheduler in two server processes on one database', () => {
  it('runs each due report once per due time: one mail each in all, lastExecuted set, no lease left', async () => {
    const venue = await t.venueId(manager, 'BM01');
    const reports: { _id: string; nextRun: string; receiver: string }[] = [];
    for (let i = 0; i < REPORTS; i++) {
      const receiver = `process-${i}@example.com`;
      const res = await t.call(manager, 'POST', J, { type: 'orders', venue, frequency: 'daily', receiver: [receiver], language: 'en' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      reports.push({ ...res.body.data, receiver });
    }
    // one fixed moment at which every report is due, passed to both processes; the demo's
    // reports (tenant manager's daily and weekly ones) may be due then too, and count the same
    const now = new Date(Math.max(...reports.map((r) => Date.parse(r.nextRun))) + 1000);
    const due = (await rowsOf()).filter((r) => r.active && r.nextRun <= now.toISOString() && !(r.lockedUntil >= now.toISOString()));
    expect(due.map((r) => r._id)).toEqual(expect.arrayContaining(reports.map((r) => r._id)));

    const schedulers = [schedulerProcess(now), schedulerProcess(now)];
    // both have opened the database before either ticks, then both tick at once
    await Promise.all(schedulers.map((s) => s.ready));
    for (const s of schedulers) s.go();
    const results = await Promise.all(schedulers.map((s) => s.exited));
    const outputs = results.map((r) => r.output).join('\n----\n');
    expect(results.map((r) => r.code), outputs).toEqual([0, 0]);

    // each due report was claimed by exactly one of them and mailed once in all
    const claimed = results.map((r) => Number(linesOf(r.output, 'claimed')[0]));
    expect(claimed.reduce((a, b) => a + b, 0), outputs).toBe(due.length);
    const mails = results.flatMap((r) => linesOf(r.output, 'mail').map((l) => JSON.parse(l) as { to: string[]; cc: string[]; subject: string }));
    const addressed = (m: { to: string[]; cc?: string[] }) => JSON.stringify([m.to, m.cc ?? []]);
    expect(mails.map(addressed).sort(), outputs).toEqual(due.map((r) => addressed({ to: r.receiver, cc: r.cc })).sort());
    const day = lastPeriod('daily', now, 'Europe/Berlin');
    for (const r of reports) {
      const theirs = mails.filter((m) => m.to.includes(r.receiver));
      expect(theirs.length, `${r.receiver}\n${outputs}`).toBe(1);
      expect(theirs[0].subject).toBe(`Automated report: Orders, ${day.firstDay}`);
      const seen = (await t.call(manager, 'GET', `${J}/${r._id}`)).body.data;
      expect(seen, JSON.stringify(seen)).toMatchObject({ lastExecuted: day.to, failures: 0 });
    }

    // every due report recorded its run and moved on; no report is left leased
    const after = new Map((await rowsOf()).map((r) => [r._id, r]));
    for (const { _id } of due) {
      const r = after.get(_id)!;
      expect(r.lastExecuted, JSON.stringify(r)).toBeTruthy();
      expect(Date.parse(r.lastExecuted)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(r.nextRun)).toBeGreaterThan(now.getTime());
      expect(r.failures).toBe(0);
      expect(r.lastError).toBeUndefined();
    }
    expect([...after.values()].filter((r) => r.lockedUntil !== undefined)).toEqual([]);
  }, 120_000);
});
