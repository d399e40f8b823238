import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { recordTitle } from './recordTitle';

describe('recordTitle', () => {
  const article = registry.get('article')!;
  it('names a record by its title field in the reader\'s language, falling back to German', () => {
    expect(recordTitle(article, { id: 'a1', name: { de: 'Pommes', en: 'Fries' } }, 'en')).toBe('Fries');
    expect(recordTitle(article, { id: 'a1', name: { de: 'Pommes' } }, 'fr')).toBe('Pommes');
  });

  it('falls back to a listed field, then to the id', () => {
    expect(recordTitle(article, { id: 'a1', name: {}, number: '42' }, 'en')).toBe('42');
    expect(recordTitle(article, { id: 'a1' }, 'en')).toBe('#a1');
    expect(recordTitle(article, undefined, 'en')).toBe('');
  });

  it('says the label of an enum value, not its code', () => {
    const report = registry.get('automatedReport')!;
    const label = (field: string, value: string) => `${field}:${value}!`;
    expect(recordTitle(report, { id: 'r1', type: 'orderByPaymentMethod' }, 'en', label)).toBe('type:orderByPaymentMethod!');
    expect(recordTitle(article, { id: 'a1', name: { en: 'Fries' } }, 'en', label)).toBe('Fries');
  });
});
