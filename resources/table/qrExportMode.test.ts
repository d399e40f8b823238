import { describe, expect, it } from 'vitest';
import { qrExportMode } from './qrExportMode';

describe('qrExportMode', () => {
  it('direct up to 20 tables, a download job above', () => {
    expect(qrExportMode(1)).toBe('direct');
    expect(qrExportMode(20)).toBe('direct');
    expect(qrExportMode(21)).toBe('job');
  });
});
