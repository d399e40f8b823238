import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailAttachment } from '../src/server/mail/Mailer';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { testApp, type TestApp } from './helpers/testApp';

// `email=true` on the exports: the file is mailed to the signed-in user (a capturing mailer
// stands where SMTP would be) and the call answers 202 with the notice.

interface Sent { to: string[]; subject: string; text: string; attachments: MailAttachment[] }
const sent: Sent[] = [];
const mailer: Mailer = {
  async send(mail) {
    sent.push({ to: typeof mail.to === 'string' ? [mail.to] : [...mail.to], subject: mail.subject, text: mail.text, attachments: mail.attachments ?? [] });
  },
};

let t: TestApp;
let admin: string;
let set: SalesSet;

beforeAll(async () => {
  t = await testApp({ mailer });
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'm');
});
afterAll(() => t.close());

describe('exports by e-mail', () => {
  it('answers 202 with the notice and mails the file as an attachment to the caller', async () => {
    const venue = set.venues[0]._id;
    const res = await t.call(admin, 'GET', `/api/v1/export/sales/csv?from=2026-02-01&to=2026-02-28&venue=${venue}&email=true&lang=en`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'The export was sent to your e-mail.' });
    const mail = sent.at(-1)!;
    expect(mail.to).toEqual(['admin@example.com']);
    expect(mail.attachments[0]).toMatchObject({ filename: 'sales-01-02-2026.csv', contentType: 'text/csv; charset=utf-8' });
    const last = mail.attachments[0].content.toString('utf8').trim().split('\r\n').at(-1)!.split(';');
    expect(Number(last[2].replace('.', ''))).toBe(expectedFigures(set, [venue], '2026-02-01', '2026-02-28').revenue);
    for (const url of [`/api/v1/export/order/csv?venue[]=${venue}&email=true`, `/api/v1/export/datev?venue=${venue}&email=true`, '/api/v1/export/sales/pdf?email=true']) {
      const before = sent.length;
      expect((await t.call(admin, 'GET', url)).status, url).toBe(202);
      expect(sent.length).toBe(before + 1);
      expect(sent.at(-1)!.attachments).toHaveLength(1);
    }
    expect((await t.call(admin, 'GET', '/api/v1/export/sales/csv?email=maybe')).status).toBe(400);
  });

  it('mails every other file export too: tips, customers, the activity log, promotion and coupon files, an analytics report', async () => {
    const venue = set.venues[0]._id;
    const report = await t.call(admin, 'POST', '/api/v1/data/analytics', { from: '2026-02-01', to: '2026-02-28', venue: [venue] });
    expect(await t.services.jobs.tick()).toBe(true);
    const urls: [string, RegExp][] = [
      [`/api/v1/export/tips/${venue}/2026-02-01/2026-02-28?email=true`, /^tips-2026-02-01-2026-02-28\.csv$/],
      ['/api/v1/customer/export/csv?email=true', /\.csv$/],
      ['/api/v1/audit/export/csv?from=2026-01-01&to=2026-01-31&email=true', /\.csv$/],
      ['/api/v1/general/data/promo/csv?email=true', /\.csv$/],
      ['/api/v1/general/data/coupons/csv?email=true', /\.csv$/],
      [`/api/v1/data/analytics/${report.body.data._id}?email=true`, /^report\.csv$/],
    ];
    for (const [url, name] of urls) {
      const before = sent.length;
      const res = await t.call(admin, 'GET', url);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(202);
      expect(sent.length, url).toBe(before + 1);
      expect(sent.at(-1)!.to).toEqual(['admin@example.com']);
      expect(sent.at(-1)!.attachments[0].filename, url).toMatch(name);
      // without email=true the same call answers the file itself
      const file = await t.app.inject({ url: url.replace(/[?&]email=true$/, ''), headers: { authorization: `Bearer ${admin}` } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-disposition'], url).toMatch(/^attachment; filename=/);
    }
  });
});
