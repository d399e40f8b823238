import { describe, expect, it } from 'vitest';
import { exportCell, type ExportCellText } from './exportCell';

const text: ExportCellText = {
  localized: (v) => (v as Record<string, string>).en ?? (v as Record<string, string>).de,
  enumLabel: (v) => `label:${v}`,
  refTitle: (id) => (id === 'c1' ? 'Burgers' : undefined),
  yes: 'Yes',
  no: 'No',
};

describe('exportCell', () => {
  it('writes what the list shows', () => {
    expect(exportCell({ type: 'object', 'x-ui': { widget: 'translatable' } }, { de: 'Pommes', en: 'Fries' }, text)).toBe('Fries');
    expect(exportCell({ type: 'string', enum: ['a'] }, 'a', text)).toBe('label:a');
    expect(exportCell({ type: 'string', 'x-ref': 'category' }, 'c1', text)).toBe('Burgers');
    expect(exportCell({ type: 'string', 'x-ref': 'category' }, 'c2', text)).toBe('c2');
    expect(exportCell({ type: 'boolean' }, false, text)).toBe('No');
    expect(exportCell({ type: 'number' }, 3.5, text)).toBe(3.5);
    expect(exportCell({ type: 'array', items: { type: 'string', enum: ['x', 'y'] } }, ['x', 'y'], text)).toBe('label:x, label:y');
    expect(exportCell({ type: 'object' }, { a: 1 }, text)).toBe('{"a":1}');
  });

  it('leaves missing values empty', () => {
    expect(exportCell({ type: 'string' }, undefined, text)).toBeNull();
    expect(exportCell({ type: 'array', items: { type: 'string' } }, [], text)).toBeNull();
  });
});
