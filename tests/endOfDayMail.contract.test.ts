import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBoundInZone } from '../src/core/venueTime';
import { writeServerFields } from '../src/server/jobs/writeServerFields';
import { endOfDayMail } from '../src/server/entities/venue/endOfDayMail';
import { lastEndedDay, runDueEndOfDays } from '../src/server/entities/venue/endOfDayScheduler';
import { localDay, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { capturingMailer } from './helpers/capturingMailer';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * The end-of-day mail (spec part 1 §5, the venue's terminal tab): the scheduler run on a clock
 * the test passes in, with a capturing mailer: each ended local day of an enabled venue mailed
 * once at 03:00 there with the endOfDay call's figures, never twice (a second pass or a second
 * server process), none for a disabled venue, only the last day after downtime, a failed send
 * retried later without holding up the other venues, and the last-sent day kept by the server.
 */
const { mailer, sent, state } = capturingMailer();

let t: TestApp;
let admin: string;
let set: SalesSet;
let berlin: string;
let newYork: string;
let tokyo: string;
const V = '/api/v1/general/venue';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const mailsTo = (address: string) => sent.filter((m) => m.to.includes(address));
/** 03:00 on the venue's clock the morning after `day`, plus `ms` */
const morningAfter = (day: string, zone: string, ms = 1000) => new Date(Date.parse(dayBoundInZone(day, zone, true)) + 1 + 3 * HOUR + ms);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const euros = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} €`;
const venueDoc = async (id: string) => (await t.call(admin, 'GET', `${V}/${id}`)).body.data;

/** Switches the report on for `venue` and forgets the next run the switch set (from the real clock), as a venue enabled before the scheduler knew it. */
async function enable(venue: string, emails: string): Promise<void> {
  const res = await t.call(admin, 'PATCH', `${V}/${venue}`, { endOfDayEnabled: true, endOfDayEmails: emails });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await writeServerFields(t.services, 'venue', venue, { endOfDayNextRun: null });
}

beforeAll(async () => {
  t = await testApp({ mailer, shared: true });
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'e');
  [berlin, newYork, tokyo] = set.venues.map((v) => v._id);
});
afterAll(() => t.close());

/** The Berlin venue's local day with the most counted orders. */
function busiestDay(): string {
  const counts = new Map<string, number>();
  for (const o of set.orders) {
    if (o.venue !== berlin || o.deleted || (o.status !== 'done' && o.status !== 'validated')) continue;
    const d = localDay(o.createdAt, 'Europe/Berlin');
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

describe('the end-of-day scheduler', () => {
  let day: string;
  let clock: Date;

  it('keeps the last day sent, the next run and the failures server-side', async () => {
    for (const field of ['endOfDayLastSent', 'endOfDayNextRun', 'endOfDayFailures', 'endOfDayLastError']) {
      const value = field === 'endOfDayFailures' ? 0 : field === 'endOfDayLastSent' ? '2030-01-01' : '2030-01-01T00:00:00.000Z';
      const res = await t.call(admin, 'PATCH', `${V}/${berlin}`, { [field]: value });
      expect(res.status, field).toBe(422);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
    // switching the report on sets its first run: the next 03:00 on the venue's clock, not at once
    const on = await t.call(admin, 'PATCH', `${V}/${berlin}`, { endOfDayEnabled: true, endOfDayEmails: 'eod@example.com, desk@example.com' });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const next = Date.parse(on.body.data.endOfDayNextRun);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(DAY + HOUR);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false }).format(next)).toBe('03');
    expect(on.body.data.endOfDayLastSent).toBeUndefined();
    await writeServerFields(t.services, 'venue', berlin, { endOfDayNextRun: null });
  });

  it('mails an ended day once, at 03:00 there, in German with the endOfDay call\'s figures', async () => {
    day = busiestDay();
    // the disabled venue has addresses but no report
    expect((await t.call(admin, 'PATCH', `${V}/${newYork}`, { endOfDayEmails: 'off@example.com' })).status).toBe(200);
    clock = morningAfter(day, 'Europe/Berlin');
    expect(lastEndedDay(clock, 'Europe/Berlin')).toBe(day);
    expect(lastEndedDay(new Date(clock.getTime() - 2000), 'Europe/Berlin')).not.toBe(day);
    await runDueEndOfDays(t.services, clock);
    const mails = mailsTo('eod@example.com');
    expect(mails.length).toBe(1);
    const [y, m, d] = day.split('-');
    expect(mails[0].to).toEqual(['eod@example.com', 'desk@example.com']);
    expect(mails[0].subject).toBe(`Tagesabschluss Sales e 0, ${d}.${m}.${y}`);
    const figures = (await t.call(admin, 'GET', `${V}/${berlin}/endOfDay?date=${day}`)).body.data;
    expect(figures.orders).toBeGreaterThan(1);
    const text = mails[0].text;
    expect(text).toContain(`Bestellungen: ${figures.orders}\n`);
    expect(text).toContain(`Umsatz (brutto): ${euros(figures.total)}\n`);
    expect(text).toContain(`Netto: ${euros(figures.net)}\n`);
    expect(text).toContain(`Trinkgeld: ${euros(figures.tips)}\n`);
    const methods: Record<string, string> = { credit_card: 'Kreditkarte', paypal: 'PayPal', sepa: 'SEPA-Lastschrift', apple_pay: 'Apple Pay' };
    const types: Record<string, string> = { inside: 'Vor Ort', takeaway: 'Zum Mitnehmen', delivery: 'Lieferung' };
    for (const b of figures.byPaymentMethod) expect(text).toContain(`  ${methods[b.key]}: ${b.orders} Bestellungen, ${euros(b.total)}, Trinkgeld ${euros(b.tips)}`);
    for (const b of figures.byType) expect(text).toContain(`  ${types[b.key]}: ${b.orders} Bestellungen, ${euros(b.total)}, Trinkgeld ${euros(b.tips)}`);
    expect(text.indexOf('Nach Zahlungsart')).toBeLessThan(text.indexOf('Nach Bestellart'));
    const venue = await venueDoc(berlin);
    expect(venue.endOfDayLastSent).toBe(day);
    expect(venue.endOfDayNextRun).toBe(morningAfter(nextDay(day), 'Europe/Berlin', 0).toISOString());
    // another pass at the same time, and later the same morning, mail nothing more
    await runDueEndOfDays(t.services, clock);
    await runDueEndOfDays(t.services, new Date(clock.getTime() + 5 * HOUR));
    expect(mailsTo('eod@example.com').length).toBe(1);
    expect(mailsTo('off@example.com')).toEqual([]);
  });

  it('mails each following day once when ticking every hour, never the disabled venue', async () => {
    const start = clock.getTime() + HOUR;
    for (let at = start; at <= clock.getTime() + 3 * DAY; at += HOUR) await runDueEndOfDays(t.services, new Date(at));
    const mails = mailsTo('eod@example.com');
    let d = day;
    const days = [day];
    for (let i = 0; i < 3; i++) days.push(d = nextDay(d));
    expect(mails.map((mail) => mail.subject.slice(-10))).toEqual(days.map((x) => x.split('-').reverse().join('.')));
    expect(mailsTo('off@example.com')).toEqual([]);
    clock = new Date(clock.getTime() + 3 * DAY);
  });

  it('sends nothing more from a second server process on the same database', async () => {
    const s = await t.sibling();
    const due = morningAfter(nextDay(lastEndedDay(clock, 'Europe/Berlin')), 'Europe/Berlin');
    const before = mailsTo('eod@example.com').length;
    await Promise.all([runDueEndOfDays(t.services, due), runDueEndOfDays(s.services, due), runDueEndOfDays(t.services, due)]);
    await runDueEndOfDays(s.services, due);
    expect(mailsTo('eod@example.com').length).toBe(before + 1);
    clock = due;
  }, onPostgres ? 30_000 : 15_000);

  it('mails only the last ended day after three days of downtime', async () => {
    const before = mailsTo('eod@example.com').length;
    const later = new Date(clock.getTime() + 3 * DAY + 2 * HOUR);
    await runDueEndOfDays(t.services, later);
    await runDueEndOfDays(t.services, new Date(later.getTime() + HOUR));
    const mails = mailsTo('eod@example.com');
    expect(mails.length).toBe(before + 1);
    const last = lastEndedDay(later, 'Europe/Berlin');
    expect(mails.at(-1)!.subject.slice(-10)).toBe(last.split('-').reverse().join('.'));
    expect((await venueDoc(berlin)).endOfDayLastSent).toBe(last);
    clock = later;
  });

  it('retries a failed send at a later tick and mails the other venues meanwhile', async () => {
    await enable(tokyo, 'tokyo@example.com');
    const due = morningAfter(nextDay(lastEndedDay(clock, 'Europe/Berlin')), 'Europe/Berlin');
    const before = { berlin: mailsTo('eod@example.com').length, tokyo: mailsTo('tokyo@example.com').length };
    state.failNext = 1;
    await runDueEndOfDays(t.services, due);
    const [b, k] = [await venueDoc(berlin), await venueDoc(tokyo)];
    // one of the two failed (the first claimed), the other still went out
    expect((b.endOfDayFailures ?? 0) + (k.endOfDayFailures ?? 0)).toBe(1);
    const broken = b.endOfDayFailures === 1 ? b : k;
    expect(broken.endOfDayLastError).toContain('relay refused');
    expect(Date.parse(broken.endOfDayNextRun) - due.getTime()).toBe(5 * 60_000);
    expect(mailsTo('eod@example.com').length - before.berlin + mailsTo('tokyo@example.com').length - before.tokyo).toBe(1);
    // the same tick again does not retry yet; the next tick after the delay does
    await runDueEndOfDays(t.services, due);
    expect(mailsTo('eod@example.com').length - before.berlin + mailsTo('tokyo@example.com').length - before.tokyo).toBe(1);
    await runDueEndOfDays(t.services, new Date(due.getTime() + 5 * 60_000));
    expect(mailsTo('eod@example.com').length).toBe(before.berlin + 1);
    expect(mailsTo('tokyo@example.com').length).toBe(before.tokyo + 1);
    const healed = await venueDoc(broken._id);
    expect(healed.endOfDayFailures).toBeUndefined();
    expect(healed.endOfDayLastError).toBeUndefined();
    expect(healed.endOfDayLastSent).toBe(lastEndedDay(due, broken._id === tokyo ? 'Asia/Tokyo' : 'Europe/Berlin'));
  });

  it('stops mailing a venue switched off', async () => {
    expect((await t.call(admin, 'PATCH', `${V}/${tokyo}`, { endOfDayEnabled: false })).status).toBe(200);
    const before = mailsTo('tokyo@example.com').length;
    for (let at = clock.getTime() + DAY; at <= clock.getTime() + 4 * DAY; at += 6 * HOUR) await runDueEndOfDays(t.services, new Date(at));
    expect(mailsTo('tokyo@example.com').length).toBe(before);
  });
});

describe('the end-of-day mail text', () => {
  const figures = {
    venue: 'v', date: '2026-02-28', timezone: 'Europe/Berlin', from: '', to: '', orders: 3, total: 123456, net: 103745, tips: 250,
    byPaymentMethod: [{ key: 'cash', orders: 3, total: 123456, tips: 250 }], byType: [], endOfDayEnabled: true, endOfDayEmails: ['a@example.com'],
  };
  it('is written in English and French too, with their separators and dates', () => {
    const en = endOfDayMail(figures, 'Bistro', 'euro', 'en');
    expect(en.subject).toBe('End of day Bistro, 2026-02-28');
    expect(en.text).toContain('Revenue (gross): 1234.56 €\n');
    expect(en.text).toContain('  Cash: 3 Orders, 1234.56 €, Tips 2.50 €');
    expect(en.text).toContain('By order type:\n  No orders');
    const fr = endOfDayMail(figures, 'Bistro', 'chf', 'fr');
    expect(fr.subject).toBe('Clôture journalière Bistro, 28/02/2026');
    expect(fr.text).toContain("Chiffre d'affaires (brut): 1234,56 CHF\n");
    expect(fr.text).toContain('  Espèces: 3 Commandes, 1234,56 CHF, Pourboires 2,50 CHF');
  });
});
