import { describe, expect, it } from 'vitest';
import { minorToDecimal, parseMinor, sumMinor } from './money';

describe('money in minor units', () => {
  it('parses typed amounts without float error', () => {
    expect(parseMinor('12')).toBe(1200);
    expect(parseMinor('12,5')).toBe(1250);
    expect(parseMinor('0.29')).toBe(29);
    expect(parseMinor('-3,01')).toBe(-301);
    expect(parseMinor('1.005')).toBeNull();
    expect(parseMinor('abc')).toBeNull();
    expect(parseMinor(0.29)).toBe(29);
  });
  it('formats minor units as decimal text', () => {
    expect(minorToDecimal(1250)).toBe('12.50');
    expect(minorToDecimal(5, ',')).toBe('0,05');
    expect(minorToDecimal(-105)).toBe('-1.05');
  });
  it('sums integers and refuses floats', () => {
    expect(sumMinor([10, 20, 30])).toBe(60);
    expect(() => sumMinor([0.1, 0.2])).toThrow(TypeError);
  });
});
