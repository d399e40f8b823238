import { describe, expect, it } from 'vitest';
import { foodcardIoDe } from '../i18n/foodcardIoDe';
import { foodcardIoEn } from '../i18n/foodcardIoEn';
import { foodcardIoFr } from '../i18n/foodcardIoFr';
import { importRefusal } from './importRefusal';

describe('importRefusal', () => {
  it('names the limit the server reports, or the running import', () => {
    expect(importRefusal({ code: 'IMPORT_TOO_LARGE', limit: 50000, unit: 'rows' })).toEqual({ key: 'foodcardIo.refused.rows', limit: 50000 });
    expect(importRefusal({ code: 'IMPORT_TOO_LARGE', limit: 200, unit: 'columns' })).toEqual({ key: 'foodcardIo.refused.columns', limit: 200 });
    expect(importRefusal({ code: 'IMPORT_TOO_LARGE', limit: 100, unit: 'megabytes' })).toEqual({ key: 'foodcardIo.refused.megabytes', limit: 100 });
    expect(importRefusal({ code: 'IMPORT_TOO_LARGE', limit: 50_000_000, unit: 'characters' })).toEqual({ key: 'foodcardIo.refused.characters', limit: 50_000_000 });
    expect(importRefusal({ code: 'IMPORT_TOO_LARGE', limit: 512, unit: 'memoryMegabytes' })).toEqual({ key: 'foodcardIo.refused.memoryMegabytes', limit: 512 });
    expect(importRefusal({ code: 'IMPORT_BUSY' })).toEqual({ key: 'foodcardIo.refused.busy' });
    expect(importRefusal({ code: 'VALIDATION' })).toBeNull();
    expect(importRefusal(undefined)).toBeNull();
  });

  it('every limit the server names is worded in every language, naming the limit', () => {
    for (const catalogue of [foodcardIoEn, foodcardIoDe, foodcardIoFr]) {
      for (const unit of ['rows', 'columns', 'megabytes', 'sharedStringMegabytes', 'sheets', 'cells', 'characters', 'memoryMegabytes', 'seconds'] as const) expect(catalogue.refused[unit]).toContain('%{limit}');
    }
  });
});
