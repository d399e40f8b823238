// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fieldErrorMessage, parseFormError } from '../src/admin/providers/fieldErrorMessage';
import { apiFetch } from '../src/admin/providers/httpClient';
import { toSubmissionErrors } from '../src/admin/providers/toSubmissionErrors';
import { makeI18nProvider } from '../src/admin/i18n/i18nProvider';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The server's 422 field errors carry a code; the admin shows them in the user's language from
 * it. These run real calls against the server and translate the answer with the real catalogues.
 */
let t: TestApp;
let admin: string;
let venue: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = (await t.call(admin, 'GET', '/api/v1/general/venue/list')).body.data[0]._id;
});
afterAll(() => t.close());

const inLanguage = (locale: 'de' | 'en' | 'fr', error: Parameters<typeof fieldErrorMessage>[0]) => {
  const { message, args } = fieldErrorMessage(error);
  return makeI18nProvider(locale).translate(message, args);
};

describe('422 field errors in the user language', () => {
  it('a taken value ("is already taken") reads in de, en and fr', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/dnd/company', { venue, name: 'Dup', companyCode: 'LUNCH1' });
    expect(res.status).toBe(422);
    const [error] = res.body.errors;
    expect(error).toMatchObject({ path: 'companyCode', code: 'taken' });
    expect(inLanguage('en', error)).toBe('This value is already taken');
    expect(inLanguage('de', error)).toBe('Dieser Wert ist bereits vergeben');
    expect(inLanguage('fr', error)).toBe('Cette valeur est déjà utilisée');
  });

  it('schema rules (required, length, pattern, e-mail format) carry codes and read in German', async () => {
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'x'.repeat(201), slug: 'Bad Slug' });
    const byPath = Object.fromEntries(role.body.errors.map((e: any) => [e.path, e]));
    expect(byPath.name).toMatchObject({ code: 'maxLength', params: { limit: 200 } });
    expect(inLanguage('de', byPath.name)).toBe('Höchstens 200 Zeichen');
    expect(byPath.slug).toMatchObject({ code: 'pattern' });
    expect(inLanguage('de', byPath.slug)).toBe('Nur Kleinbuchstaben, Ziffern und Unterstriche verwenden');
    expect(inLanguage('fr', byPath.slug)).not.toContain('[object Object]');

    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'x', email: 'not-an-email', role: 'staff' });
    const email = user.body.errors.find((e: any) => e.path === 'email');
    expect(email.code).toBe('validation.email');
    expect(inLanguage('fr', email)).not.toBe(email.message);
    const missing = user.body.errors.find((e: any) => e.code === 'required');
    expect(inLanguage('de', missing)).toBe('Pflichtfeld');
  });

  it('the form gets each field message as a translatable key, the server text as fallback', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/dnd/company', { venue, name: 'Dup', companyCode: 'LUNCH1' });
    const onForm = toSubmissionErrors(res.body.errors) as Record<string, string>;
    expect(parseFormError(onForm.companyCode)).toEqual({ message: 'validation.taken', args: { _: 'is already taken' } });
    // a message without a code the admin knows stays as the server sent it
    expect(inLanguage('de', { message: 'Choose a venue other than the source.' })).toBe('Choose a venue other than the source.');
  });
});

describe('no answer at all', () => {
  it('a refused connection becomes the catalogue key "server not reachable", status 0', async () => {
    const { createServer } = await import('node:net');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    // unsigned: a signed call without a session would not leave the browser at all
    const error = await apiFetch(`http://127.0.0.1:${port}/api/v1/auth/session`, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('recovery.network');
    expect((error as HttpError).status).toBe(0);
    expect(makeI18nProvider('de').translate((error as HttpError).message)).toMatch(/^Server nicht erreichbar/);
    expect(makeI18nProvider('fr').translate((error as HttpError).message)).toMatch(/^Serveur injoignable/);
  });
});
