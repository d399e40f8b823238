import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../src/admin/i18n/flattenMessages';
import { auditSentence, TITLE, type AuditSentenceTexts } from './auditSentence';
import { screensEn as en } from '../../src/admin/i18n/screensEn';
import { screensDe as de } from '../../src/admin/i18n/screensDe';

/** The catalogue's own sentences, with polyglot's `%{name}` filled in. */
function texts(catalogue: unknown, locale: string, titled = true): AuditSentenceTexts {
  const flat = flattenMessages({ screens: catalogue }) as Record<string, string>;
  const translate = (key: string, options: Record<string, unknown> = {}) =>
    (flat[key] ?? key).replace(/%\{(\w+)\}/g, (_, name) => String(options[name] ?? ''));
  return {
    translate,
    action: (name) => ({ activate: 'Activated', verify: 'Verified' })[name] ?? name,
    resource: (id) => ({ table: locale === 'de' ? 'Tisch' : 'Table', sepa: 'SEPA mandate', maintenance: 'Maintenance' })[id] ?? id,
    locale,
    titled,
  };
}

describe('auditSentence', () => {
  it('names who did what to which record, the title left to the caller', () => {
    expect(auditSentence({ action: 'update', resource: 'table', actorName: 'Maria' }, texts(en, 'en'))).toEqual(['Maria changed table “', TITLE, '”']);
    expect(auditSentence({ action: 'create', resource: 'table', actorName: 'Maria' }, texts(de, 'de'))).toEqual(['Maria hat Tisch „', TITLE, '“ angelegt']);
    expect(auditSentence({ action: 'hardDelete', resource: 'table', actorName: 'Maria' }, texts(en, 'en')).join('')).toBe(`Maria permanently deleted table “${TITLE}”`);
  });

  it('names other actions by their label and keeps acronyms', () => {
    expect(auditSentence({ action: 'activate', resource: 'sepa', actorName: 'Maria' }, texts(en, 'en')).join('')).toBe(`Maria: Activated – SEPA mandate “${TITLE}”`);
  });

  it('leaves the title out for records without one, and names the system when no user acted', () => {
    expect(auditSentence({ action: 'update', resource: 'table', actorName: null }, texts(en, 'en', false))).toEqual(['The system changed table']);
    expect(auditSentence({ action: 'login', resource: 'user', actorName: 'Anna Admin' }, texts(de, 'de'))).toEqual(['Anna Admin hat sich angemeldet']);
  });

  it('reads every switch of maintenance as the mode turned on or off', () => {
    const on = ['Anna Admin enabled maintenance mode'];
    const t = texts(en, 'en', false);
    expect(auditSentence({ action: 'create', resource: 'maintenance', actorName: 'Anna Admin', changes: { active: { before: null, after: true } } }, t)).toEqual(on);
    expect(auditSentence({ action: 'enable', resource: 'maintenance', actorName: 'Anna Admin', changes: {} }, t)).toEqual(on);
    expect(auditSentence({ action: 'update', resource: 'maintenance', actorName: 'Anna Admin', changes: { active: { before: true, after: false } } }, t)).toEqual(['Anna Admin disabled maintenance mode']);
    expect(auditSentence({ action: 'disable', resource: 'maintenance', actorName: 'Anna' }, texts(de, 'de', false))).toEqual(['Anna hat den Wartungsmodus ausgeschaltet']);
  });
});
