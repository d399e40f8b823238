// A server process that only runs the automated-report scheduler, for tests/reportSchedulerProcesses:
// `tsx tests/helpers/reportSchedulerProcess.ts '<DbOptions as JSON>' '<now as ISO time>'` opens that
// database, prints `ready`, waits for a `go` line on stdin (so several such processes start their
// ticks together), then runs runDueReports at that fixed now until nothing is due. Each mail the
// scheduler sends is printed as `mail <JSON of to, cc, subject>`; at the end `claimed N` (the
// reports this process claimed) and the process exits 0.
import { createInterface } from 'node:readline';
import { runDueReports } from '../../src/server/entities/automatedReport/reportScheduler';
import type { Mailer } from '../../src/server/mail/Mailer';
import { childProcessApp } from './childProcessApp';

const now = new Date(process.argv[3]);
if (Number.isNaN(now.getTime())) throw new Error(`not a time: ${process.argv[3]}`);
const mailer: Mailer = {
  async send(mail) {
    const to = typeof mail.to === 'string' ? [mail.to] : [...mail.to];
    console.log(`mail ${JSON.stringify({ to, cc: mail.cc ?? [], subject: mail.subject })}`);
  },
};
const { app, services } = await childProcessApp(process.argv[2], mailer);
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();
let claimed = 0;
for (let ran; (ran = await runDueReports(services, now)) > 0;) claimed += ran;
console.log(`claimed ${claimed}`);
await app.close();
await services.db.close();
process.exit(0);
