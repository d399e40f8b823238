import { describe, expect, it } from 'vitest';
import { loadAllCatalogueParts, loadCatalogueParts, loadI18nProvider } from './loadI18nProvider';

describe('the app catalogue, loaded per language and per entity', () => {
  it('suspends a screen that reads an entity\'s field label before its texts loaded, never shows the key', async () => {
    const i18n = await loadI18nProvider();
    // the sign-up form reads the user's and the venue's labels, the dashboard the venue's name column
    let thrown: unknown;
    try {
      i18n.translate('resources.venue.fields.street');
    } catch (load) {
      thrown = load;
    }
    expect(thrown).toBeInstanceOf(Promise);
    expect((thrown as Error).message).toContain('resources.venue.fields.street');
    await thrown;
    expect(i18n.translate('resources.venue.fields.street')).toBe('Street');
    // an entity's name, and the sign-in form's e-mail label, are in the core: no wait
    expect(i18n.translate('resources.user.fields.email')).toBe('E-mail');
    expect(i18n.translate('resources.order.name', { smart_count: 1 })).toBe('Order');
  });

  it('adds an entity\'s texts when its screens need them, and keeps them when the language changes', async () => {
    const i18n = await loadI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    // the core: names and the shell's texts, no field labels
    expect(i18n.translate('resources.venue.name', { smart_count: 2 })).toBe('Venues');
    expect(i18n.translate('orderUi.actions.retry')).toBe('orderUi.actions.retry');

    await loadCatalogueParts(['venue', 'order']);
    expect(i18n.translate('resources.venue.fields.fullName')).toBe('Full name');
    expect(i18n.translate('resources.venue.name', { smart_count: 2 })).toBe('Venues');
    expect(i18n.translate('orderUi.actions.retry')).toBe('Retry with status');

    // a language chosen later brings the loaded entities' texts in that language
    await i18n.changeLocale('de');
    expect(i18n.translate('resources.venue.fields.fullName')).not.toBe('resources.venue.fields.fullName');
    expect(i18n.translate('resources.venue.fields.fullName')).not.toBe('Full name');

    await loadAllCatalogueParts();
    expect(i18n.translate('resources.article.fields.name')).not.toBe('resources.article.fields.name');
    await i18n.changeLocale('en');
  });

});
