import type { Entity } from '../../../../core/registry';
import { AppError, invalid, type FieldError } from '../../../errors';
import { validateDoc } from '../../../io/docValidator';
import type { Services } from '../../../services';
import { posDocs } from './posDocs';
import type { PosMenu } from './PosMenu';

/** Stands for a category or option group id while a record is checked: the real one exists only when written. */
const PLACEHOLDER = '0'.repeat(24);
const MAX_ERRORS = 100;

/**
 * Checks a provider's menu before anything is queued: its own links (an article's category and
 * option groups, each number once), which are the provider's fault (POS_PROVIDER_FAILED, 502),
 * then every record as its create call would check it (422 naming `articles.3.price`), so the
 * import job does not fail half-way on a value the foodcard cannot hold.
 */
export function checkPosMenu(services: Services, menu: PosMenu, provider: string): void {
  const odd = (reason: string) => new AppError('POS_PROVIDER_FAILED', { provider, reason: `an answer of unexpected shape (${reason})` });
  const categories = new Set(menu.categories.map((c) => c.key));
  const groups = new Set(menu.optionGroups.map((g) => g.key));
  const numbers = new Set<string>();
  for (const a of menu.articles) {
    if (!categories.has(a.category)) throw odd(`article ${a.number} names no category of the menu`);
    if (a.optionGroups.some((g) => !groups.has(g))) throw odd(`article ${a.number} names no option group of the menu`);
    if (numbers.has(a.number)) throw odd(`article number ${a.number} twice`);
    numbers.add(a.number);
  }
  for (const g of menu.optionGroups) {
    const options = new Set<string>();
    for (const o of g.options) {
      if (options.has(o.number)) throw odd(`option number ${o.number} twice in one group`);
      options.add(o.number);
    }
  }
  const tables = new Set<string>();
  for (const t of menu.tables) {
    if (tables.has(t.number)) throw odd(`table ${t.number} twice`);
    tables.add(t.number);
  }

  const entity = (id: string) => services.registry.get(id)!;
  const errors: FieldError[] = [];
  const check = (e: Entity, path: string, doc: Record<string, unknown>) => {
    for (const err of validateDoc(e, 'create', doc)) errors.push({ ...err, path: `${path}.${err.path}` });
  };
  menu.categories.forEach((c, i) => check(entity('category'), `categories.${i}`, posDocs.category(c)));
  menu.optionGroups.forEach((g, i) => {
    check(entity('option'), `optionGroups.${i}`, { ...posDocs.option(g), requiredAmount: g.min });
    g.options.forEach((o, j) => check(entity('optionArticle'), `optionGroups.${i}.options.${j}`, { ...posDocs.item(o), option: PLACEHOLDER, optionNumber: o.number }));
  });
  menu.articles.forEach((a, i) => check(entity('article'), `articles.${i}`, { ...posDocs.item(a), category: PLACEHOLDER, number: a.number }));
  menu.tables.forEach((t, i) => check(entity('table'), `tables.${i}`, posDocs.table(t)));
  if (errors.length) throw invalid(errors.slice(0, MAX_ERRORS));
}
