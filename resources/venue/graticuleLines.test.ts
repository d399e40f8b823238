import { describe, expect, it } from 'vitest';
import { graticuleLines } from './graticuleLines';

describe('graticuleLines', () => {
  it('draws a city-sized view in hundredths of a degree, at most 8 lines each way', () => {
    const { step, lines } = graticuleLines({ south: 52.45, west: 13.3, north: 52.55, east: 13.45 });
    expect(step).toBe(0.02);
    expect(lines.length).toBeLessThanOrEqual(16);
    for (const [[lat1, lng1], [lat2, lng2]] of lines) expect(lat1 === lat2 || lng1 === lng2).toBe(true);
  });

  it('keeps latitudes within the poles for a world view', () => {
    const { step, lines } = graticuleLines({ south: -120, west: -200, north: 120, east: 200 });
    expect(step).toBe(30);
    expect(lines.flat().every(([lat]) => lat >= -90 && lat <= 90)).toBe(true);
  });
});
