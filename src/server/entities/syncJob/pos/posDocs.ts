import type { Doc } from '../../../crud/rowToRecord';
import type { PosItem, PosMenu } from './PosMenu';

/** Prices and rates as the foodcard stores them: at most two decimals. */
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The foodcard fields each record of a POS menu sets (names are German, the foodcard's fallback
 * language; other languages of a matched record are kept by the writer). References (category,
 * option group, dependencies) are the writer's: it alone knows the records' ids.
 */
export const posDocs = {
  category: (c: PosMenu['categories'][number]): Doc => ({ name: { de: c.name }, ...(c.description ? { description: { de: c.description } } : {}), sortOrder: c.sortOrder }),
  option: (g: PosMenu['optionGroups'][number]): Doc => ({ name: { de: g.name }, limit: g.max, hasMultiple: g.max !== 1 }),
  item: (x: PosItem & { description?: string }): Doc => ({
    name: { de: x.name },
    ...(x.description ? { description: { de: x.description } } : {}),
    price: cents(x.price),
    ...(x.vatInside !== undefined ? { taxInside: cents(x.vatInside) } : {}),
    ...(x.vatTakeaway !== undefined ? { taxTakeaway: cents(x.vatTakeaway) } : {}),
    isActive: x.active,
  }),
  /** what the price modes change */
  price: (x: PosItem, withActive: boolean): Doc => ({ price: cents(x.price), ...(withActive ? { isActive: x.active } : {}) }),
  table: (t: PosMenu['tables'][number]): Doc => ({ number: t.number, ...(t.description ? { description: t.description } : {}) }),
};
