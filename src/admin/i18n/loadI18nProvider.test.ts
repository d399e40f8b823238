import { describe, expect, it } from 'vitest';
import { loadAllCatalogueParts, loadCatalogueParts, loadI18nProvider } from './loadI18nProvider';

describe('the app catalogue, loaded per language and per entity', () => {
  it('adds an entity\'s texts when its screens need them, and keeps them when the language changes', async () => {
    const i18n = await loadI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    // the core: names and the shell's texts, no field labels
    expect(i18n.translate('resources.venue.name', { smart_count: 2 })).toBe('Venues');
    expect(i18n.translate('resources.venue.fields.fullName')).toBe('resources.venue.fields.fullName');
    expect(i18n.translate('orderUi.actions.retry')).toBe('orderUi.actions.retry');

    await loadCatalogueParts(['venue', 'order']);
    expect(i18n.translate('resources.venue.fields.fullName')).toBe('Full name');
    expect(i18n.translate('resources.venue.name', { smart_count: 2 })).toBe('Venues');
    expect(i18n.translate('orderUi.actions.retry')).toBe('Retry with status');

    // a language chosen later brings the loaded entities' texts in that language
    await i18n.changeLocale('de');
    expect(i18n.translate('resources.venue.fields.fullName')).not.toBe('resources.venue.fields.fullName');
    expect(i18n.translate('resources.venue.fields.fullName')).not.toBe('Full name');
    expect(i18n.translate('resources.article.fields.name')).toBe('resources.article.fields.name');

    await loadAllCatalogueParts();
    expect(i18n.translate('resources.article.fields.name')).not.toBe('resources.article.fields.name');
    await i18n.changeLocale('en');
  });
});
