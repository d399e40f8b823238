import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../src/core/permissions';
import { smtpMailer } from '../src/server/mail/smtpMailer';
import { exportLinkPath } from '../src/server/reporting/exportLink';
import { smtpSink } from './helpers/smtpSink';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

// Mailed exports (email=true) through a real SMTP server: attached up to the attachment limit,
// above it kept as a download and linked by a signed link that expires.

let sink: Awaited<ReturnType<typeof smtpSink>>;
let t: TestApp;
let admin: string;
let userA: string;
let userB: string;
let idA: string;
let idB: string;
let venueA: string;
let venueB: string;

const SALES = '/api/v1/export/sales/csv?from=2026-02-01&to=2026-02-28&lang=en';

/** Asks for the sales CSV by e-mail and returns the mail that arrived. */
async function mailedExport(token: string, venue: string) {
  const before = sink.mails.length;
  const res = await t.call(token, 'GET', `${SALES}&venue=${venue}&email=true`);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body).toEqual({ message: 'The export was sent to your e-mail.' });
  await waitFor(() => sink.mails.length > before);
  return sink.mails[sink.mails.length - 1];
}

const linkOf = (decoded: string) => {
  const m = /https?:\/\/[^\s]+(\/api\/v1\/export-link\/[^\s]+)/.exec(decoded);
  expect(m, decoded).not.toBeNull();
  return m![1];
};
const parts = (path: string) => {
  const u = new URL(path, 'http://x');
  return { file: u.pathname.split('/').pop()!, user: u.searchParams.get('user')!, expires: Number(u.searchParams.get('expires')), sig: u.searchParams.get('sig')! };
};
const link = (l: { file: string; user: string; expires: number }) => exportLinkPath(t.services.config.jwtSecret, l);

beforeAll(async () => {
  sink = await smtpSink();
  t = await testApp({ mailer: smtpMailer(sink.url) });
  admin = await t.login('admin@example.com');
  const groupA = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
  venueA = (await t.call(admin, 'GET', `/api/v1/general/venue/list?customerGroup[]=${groupA}`)).body.data[0]._id;
  const groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Link Brand', slug: 'link_brand' })).body.data._id;
  venueB = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Link Venue', readableId: 'LV01', customerGroup: groupB })).body.data._id;
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Linker', slug: 'linker', permissions: PERMISSIONS.filter((p) => p !== 'admin') })).status).toBe(201);
  const ids: string[] = [];
  for (const [email, group] of [['link-a@example.com', groupA], ['link-b@example.com', groupB]]) {
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: 'linker', customerGroup: group });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.data._id);
  }
  [idA, idB] = ids;
  userA = await t.login('link-a@example.com');
  userB = await t.login('link-b@example.com');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mailed exports: attachment or signed link', () => {
  it('attaches an export up to the limit', async () => {
    const mail = await mailedExport(userA, venueA);
    expect(mail.to).toEqual(['link-a@example.com']);
    expect(mail.decoded).toContain('The export you asked for is attached.');
    expect(mail.decoded).toMatch(/filename="?sales-01-02-2026\.csv/);
    expect(mail.decoded).not.toContain('/api/v1/export-link/');
  });

  it('links a larger export: the link serves that file without sign-in, and the file is among the downloads', async () => {
    const direct = await t.app.inject({ method: 'GET', url: `${SALES}&venue=${venueA}`, headers: { authorization: `Bearer ${userA}` } });
    expect(direct.statusCode).toBe(200);
    const limit = t.services.config.mailAttachmentLimit;
    t.services.config.mailAttachmentLimit = 10;
    try {
      const mail = await mailedExport(userA, venueA);
      expect(mail.decoded).toContain('too large to attach');
      expect(mail.decoded).not.toMatch(/filename="?sales-/);
      const path = linkOf(mail.decoded);
      expect(parts(path).user).toBe(idA);
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="sales-01-02-2026.csv"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe(direct.body);
      const jobs = await t.call(userA, 'GET', '/api/v1/jobs');
      expect(jobs.body.data.find((j: any) => j._id === parts(path).file)).toMatchObject({ status: 'done', file: 'sales-01-02-2026.csv' });
      // the owner's job file call serves it too; another tenant's does not
      expect((await t.call(userA, 'GET', `/api/v1/jobs/${parts(path).file}/file`)).status).toBe(200);
      expect((await t.call(userB, 'GET', `/api/v1/jobs/${parts(path).file}/file`)).status).toBe(404);
    } finally {
      t.services.config.mailAttachmentLimit = limit;
    }
  });

  it('refuses an expired link with 410 and a tampered one with 403, never 500', async () => {
    t.services.config.mailAttachmentLimit = 10;
    const mailA = await mailedExport(userA, venueA);
    const mailB = await mailedExport(userB, venueB);
    t.services.config.mailAttachmentLimit = 5 * 1024 * 1024;
    const a = parts(linkOf(mailA.decoded));
    const b = parts(linkOf(mailB.decoded));
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.statusCode, body: String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(res.body) : res.body };
    };
    // expired, properly signed
    const expired = await get(link({ ...a, expires: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired).toMatchObject({ status: 410, body: { code: 'EXPORT_LINK_EXPIRED' } });
    // changed expiry, signature, user or file: one 403
    const q = (x: { file: string; user: string; expires: number | string; sig: string }) => `/api/v1/export-link/${x.file}?user=${x.user}&expires=${x.expires}&sig=${x.sig}`;
    const tampered = [
      q({ ...a, expires: a.expires + 86_400 }),
      q({ ...a, sig: `${a.sig.slice(0, -1)}${a.sig.endsWith('A') ? 'B' : 'A'}` }),
      q({ ...a, user: idB }),
      q({ ...a, file: b.file }),
      // the other tenant's own, valid link with A's file: does not serve A's file
      q({ ...b, file: a.file }),
      q({ ...a, expires: 'soon' }), q({ ...a, file: 'zz' }), q({ ...a, sig: '' }), `/api/v1/export-link/${a.file}`,
    ];
    for (const url of tampered) expect(await get(url, userB), url).toMatchObject({ status: 403, body: { code: 'EXPORT_LINK_INVALID' } });
    expect((await get(`${q(a)}&x=1`)).status).toBe(400);
    // a link the server signed for B naming A's file (it never mails one): B does not own it
    expect((await get(link({ ...a, user: idB }))).status).toBe(404);
    // both own links work
    expect((await get(q(a))).status).toBe(200);
    expect((await get(q(b))).status).toBe(200);
    // a disabled account's links stop working
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/user/${idB}`, { active: false })).status).toBe(200);
    await t.services.principals.invalidate();
    expect(await get(q(b))).toMatchObject({ status: 403, body: { code: 'EXPORT_LINK_INVALID' } });
  });
});
