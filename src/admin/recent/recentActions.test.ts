// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../../schemas/_meta';
import { makeRegistry } from '../../core/registry';
import { clearSession, saveSession } from '../providers/sessionStore';
import { addRecentAction, parseRecentActions, recentActionFor, RECENT_ACTIONS_MAX, type RecentAction } from './recentActions';
import { clearRecentActions, getRecentActions, recordRecentAction } from './recentActionsStore';

const modules = import.meta.glob<{ default: EntityDef }>(['/schemas/*.ts', '!/schemas/_*.ts'], { eager: true });
const registry = makeRegistry(Object.values(modules).map((m) => m.default));
const venue = registry.get('venue')!;

const entry = (n: number, extra: Partial<RecentAction> = {}): RecentAction => ({
  text: `Venue ${n}`, route: `/venue/${String(n).padStart(24, '0')}/edit`, params: { kind: 'update', entity: 'venue', id: String(n) }, at: n, ...extra,
});

describe('addRecentAction', () => {
  it('keeps the newest first and at most 10 (spec: recent actions capped at 10)', () => {
    let list: RecentAction[] = [];
    for (let n = 1; n <= 15; n++) list = addRecentAction(list, entry(n));
    expect(RECENT_ACTIONS_MAX).toBe(10);
    expect(list).toHaveLength(10);
    expect(list.map((a) => a.at)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });

  it('lists a record once: a new action on it moves it to the top with the newer details', () => {
    let list = [entry(3), entry(2), entry(1)];
    list = addRecentAction(list, entry(1, { at: 99, params: { kind: 'update', entity: 'venue', id: '1' } }));
    expect(list.map((a) => a.text)).toEqual(['Venue 1', 'Venue 3', 'Venue 2']);
    expect(list[0].at).toBe(99);
    // A full list stays at 10 when the repeated record was already in it.
    let full: RecentAction[] = [];
    for (let n = 1; n <= 10; n++) full = addRecentAction(full, entry(n));
    expect(addRecentAction(full, entry(5, { at: 100 })).map((a) => a.at)).toEqual([100, 10, 9, 8, 7, 6, 4, 3, 2, 1]);
  });

  it('keeps records with the same title apart when their routes differ', () => {
    const list = addRecentAction([entry(1)], entry(2, { text: 'Venue 1' }));
    expect(list).toHaveLength(2);
  });
});

describe('parseRecentActions', () => {
  it('drops what is not an entry and caps what was stored', () => {
    expect(parseRecentActions(null)).toEqual([]);
    expect(parseRecentActions('not json')).toEqual([]);
    expect(parseRecentActions('{"text":"x"}')).toEqual([]);
    const stored = [entry(1), { text: 'no route' }, entry(2, { route: 'https://evil.example.com' }), ...Array.from({ length: 12 }, (_, i) => entry(i + 10))];
    const parsed = parseRecentActions(JSON.stringify(stored));
    expect(parsed).toHaveLength(10);
    expect(parsed[0]).toEqual(entry(1));
    expect(parsed.every((a) => a.route.startsWith('/'))).toBe(true);
  });
});

describe('recentActionFor', () => {
  const id = 'abcdef0123456789abcdef01';

  it('leads to the edit screen after a create or update, to the list after a delete', () => {
    expect(recentActionFor(venue, 'venue', 'update', { id, record: { name: 'Burger Mitte' } }, () => true, 5)).toEqual({
      text: 'Burger Mitte', route: `/venue/${id}/edit`, params: { kind: 'update', entity: 'venue', id }, at: 5,
    });
    expect(recentActionFor(venue, 'venue', 'delete', { id, record: { name: 'Burger Mitte' } }).route).toBe('/venue');
    expect(recentActionFor(venue, 'venue', 'deleteMany', { count: 3 })).toMatchObject({ text: '3', route: '/venue', params: { count: 3 } });
  });

  it('leads only where the user may go: the list without edit rights, else a new record or home', () => {
    const notice = registry.get('employeeNotification')!;
    const listOnly = (screen: string) => screen === 'list';
    expect(recentActionFor(venue, 'venue', 'update', { id, record: { name: 'X' } }, listOnly).route).toBe('/venue');
    expect(recentActionFor(notice, 'employeeNotification', 'create', { id, record: { title: 'Fridge' } }, () => false)).toMatchObject({
      text: 'Fridge', route: '/employeeNotification/create',
    });
    expect(recentActionFor(venue, 'venue', 'delete', { id }, () => false).route).toBe('/home');
  });

  it('uses the spec route name and falls back to a short id or a translatable title', () => {
    const audit = registry.get('audit')!;
    // Audit entries have no edit screen (no update call): the list.
    expect(recentActionFor(audit, 'auditing', 'create', { id }).route).toBe('/auditing');
    expect(recentActionFor(venue, 'venue', 'create', { id, record: {} }).text).toBe('#cdef01');
    const translatable = { ...venue, def: { ...venue.def, 'x-ui': { titleField: 'name' } } } as typeof venue;
    expect(recentActionFor(translatable, 'venue', 'create', { id, record: { name: { en: 'Burger', de: 'Burger DE' } } }).text).toBe('Burger DE');
  });
});

describe('store (per user, in local storage)', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('keeps each user’s list apart and records nothing without a session', () => {
    recordRecentAction(entry(1));
    expect(getRecentActions()).toEqual([]);
    saveSession({ token: 'a', id: 'user-a', role: 'operator' });
    recordRecentAction(entry(1));
    recordRecentAction(entry(2));
    expect(getRecentActions().map((a) => a.at)).toEqual([2, 1]);
    saveSession({ token: 'b', id: 'user-b', role: 'operator' });
    expect(getRecentActions()).toEqual([]);
    saveSession({ token: 'a', id: 'user-a', role: 'operator' });
    expect(getRecentActions()).toHaveLength(2);
    clearRecentActions();
    expect(getRecentActions()).toEqual([]);
  });
});
