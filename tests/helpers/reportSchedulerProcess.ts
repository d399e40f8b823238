// A server process that only runs the automated-report scheduler, for tests/reportSchedulerProcesses:
// `tsx tests/helpers/reportSchedulerProcess.ts '<DbOptions as JSON>' '<now as ISO time>'` opens that
// database, prints `ready`, waits for a `go` line on stdin (so several such processes start their
// ticks together), then runs runDueReports at that fixed now until nothing is due. Each mail the
// scheduler sends is printed as `mail <JSON of to, cc, subject>`; at the end `claimed N` (the
// reports this process claimed) and the process exits 0.
import { createInterface } from 'node:readline';
import { buildApp } from '../../src/server/app';
import { createDb, type DbOptions } from '../../src/server/db/createDb';
import { runDueReports } from '../../src/server/entities/automatedReport/reportScheduler';
import type { Mailer } from '../../src/server/mail/Mailer';
import { noGeocoder } from '../../src/server/geo/Geocoder';
import { createLoyaltyProviders } from '../../src/server/entities/loyaltyProgram/providers/createLoyaltyProviders';

const now = new Date(process.argv[3]);
if (Number.isNaN(now.getTime())) throw new Error(`not a time: ${process.argv[3]}`);
const mailer: Mailer = {
  async send(mail) {
    const to = typeof mail.to === 'string' ? [mail.to] : [...mail.to];
    console.log(`mail ${JSON.stringify({ to, cc: mail.cc ?? [], subject: mail.subject })}`);
  },
};
const db = await createDb(JSON.parse(process.argv[2]) as DbOptions);
const { app, services } = await buildApp({
  db,
  config: { jwtSecret: 'test-secret-test-secret' },
  mailer,
  geocoder: noGeocoder,
  translator: null,
  loyalty: createLoyaltyProviders({}),
  sepa: null,
  paypal: null,
  environments: { current: 'dev', others: {} },
  jobs: 'manual',
});
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();
let claimed = 0;
for (let ran; (ran = await runDueReports(services, now)) > 0;) claimed += ran;
console.log(`claimed ${claimed}`);
await app.close();
await db.close();
process.exit(0);
