import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/server/mail/createMailer';
import { smtpMailer } from '../src/server/mail/smtpMailer';
import { smtpSink } from './helpers/smtpSink';
import { testApp, PASSWORD, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

let sink: Awaited<ReturnType<typeof smtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await smtpSink();
  t = await testApp();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('SMTP delivery (a real SMTP server in the test)', () => {
  it('smtpMailer delivers text and HTML to the relay of the URL', async () => {
    await smtpMailer(sink.url, 'Backoffice <no-reply@example.com>').send({
      to: 'someone@example.com', subject: 'Hello from the test', text: 'Plain body', html: '<p>HTML body</p>',
    });
    const mail = sink.mails.at(-1)!;
    expect(mail.to).toEqual(['someone@example.com']);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.raw).toMatch(/^Subject: Hello from the test\r?$/m);
    expect(mail.decoded).toContain('Plain body');
    expect(mail.decoded).toContain('<p>HTML body</p>');
  });

  it('createMailer uses SMTP when an SMTP URL is set, and fails loudly when the relay refuses', async () => {
    const mailer = createMailer(t.services, sink.url);
    const before = sink.mails.length;
    await mailer.send({ to: 'other@example.com', subject: 'Via createMailer', text: 'x' });
    expect(sink.mails.length).toBe(before + 1);
    await expect(smtpMailer('smtp://127.0.0.1:1').send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('a password reset link travels by SMTP and works', async () => {
    const app = await testApp({ mailer: smtpMailer(sink.url), publicUrl: 'https://admin.example.com/' });
    try {
      const before = sink.mails.length;
      const res = await app.call(null, 'PATCH', '/api/v1/auth/password/request', { email: ' Operator@Example.com ' });
      expect(res).toMatchObject({ status: 200, body: { data: { sent: true } } });
      const mail = await waitFor(() => sink.mails.length > before && sink.mails.at(-1));
      expect(mail.to).toEqual(['operator@example.com']);
      expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
      const token = /https:\/\/admin\.example\.com\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
      expect(token).toBeDefined();
      const reset = await app.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'NewSecret42' });
      expect(reset).toMatchObject({ status: 200, body: { data: { changed: true } } });
      expect((await app.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: 'NewSecret42' })).status).toBe(200);
      expect((await app.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD })).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('outbox (no SMTP_URL)', () => {
  it('keeps mails in the outbox entity, readable by admins only', async () => {
    await t.services.mailer.send({ to: 'reader@example.com', subject: 'Kept for later', text: 'Body text', html: '<b>Body</b>' });
    const admin = await t.login('admin@example.com');
    const list = await t.call(admin, 'GET', '/api/v1/outbox?to[]=reader@example.com');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ to: 'reader@example.com', subject: 'Kept for later', text: 'Body text', html: '<b>Body</b>' });
    expect(list.body.data[0]).not.toHaveProperty('sentAt');
    const one = await t.call(admin, 'GET', `/api/v1/outbox/${list.body.data[0]._id}`);
    expect(one.body.data.subject).toBe('Kept for later');
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'GET', '/api/v1/outbox')).status).toBe(403);
  });

  it('offers no create, update or delete call', async () => {
    const admin = await t.login('admin@example.com');
    const id = (await t.call(admin, 'GET', '/api/v1/outbox')).body.data[0]._id;
    expect((await t.call(admin, 'POST', '/api/v1/outbox', { to: 'x@example.com', subject: 's', text: 't' })).status).toBe(404);
    expect((await t.call(admin, 'PATCH', `/api/v1/outbox/${id}`, { subject: 'changed' })).status).toBe(404);
    expect((await t.call(admin, 'DELETE', `/api/v1/outbox/${id}`)).status).toBe(404);
    expect((await t.call(admin, 'DELETE', '/api/v1/outbox/bulk', { ids: [id] })).status).toBe(404);
  });
});
