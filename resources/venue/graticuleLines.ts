/** Degree steps a grid may use, finest first. */
const STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30];

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The lines of a grid of degrees over the bounds, at the finest step that draws at most `most`
 * lines each way: the map's background when no tiles are configured, so a person still sees
 * where north is and how far apart things are. Lines as [lat, lng] pairs, Leaflet's order.
 */
export function graticuleLines(b: Bounds, most = 8): { step: number; lines: [number, number][][] } {
  const span = Math.max(b.north - b.south, b.east - b.west, 1e-9);
  const step = STEPS.find((s) => span / s <= most) ?? STEPS[STEPS.length - 1];
  const from = (v: number) => Math.ceil(v / step) * step;
  const lines: [number, number][][] = [];
  const south = Math.max(-90, b.south);
  const north = Math.min(90, b.north);
  for (let lat = from(south); lat <= north; lat += step) lines.push([[lat, b.west], [lat, b.east]]);
  for (let lng = from(b.west); lng <= b.east; lng += step) lines.push([[south, lng], [north, lng]]);
  return { step, lines };
}
