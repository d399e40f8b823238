import type { Entity } from '../../core/registry';
import { editSegment } from '../editSegment';

/** Spec part 1 §3/§9: the recent actions list holds at most 10 entries. */
export const RECENT_ACTIONS_MAX = 10;

export type RecentActionKind = 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany';

/**
 * One entry (spec part 1 §3 "text, route, params"): `text` names the record (its title field),
 * `route` is where the entry leads, `params` say what happened so the menu can word it in the
 * current language.
 */
export interface RecentAction {
  text: string;
  route: string;
  params: { kind: RecentActionKind; entity: string; id?: string; count?: number };
  /** ms since epoch */
  at: number;
}

/**
 * Newest first, at most `max`, one entry per record: a second change of the same record (same
 * route and text) moves it to the top instead of listing it twice.
 */
export function addRecentAction(list: readonly RecentAction[], action: RecentAction, max = RECENT_ACTIONS_MAX): RecentAction[] {
  const same = (a: RecentAction) => a.route === action.route && a.text === action.text;
  return [action, ...list.filter((a) => !same(a))].slice(0, max);
}

/** Entries read back from storage: anything malformed is dropped rather than breaking the menu. */
export function parseRecentActions(raw: string | null): RecentAction[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((a): a is RecentAction =>
      typeof a === 'object' && a !== null && typeof a.text === 'string' && typeof a.route === 'string' && a.route.startsWith('/')
      && typeof a.at === 'number' && typeof a.params === 'object' && a.params !== null && typeof a.params.kind === 'string' && typeof a.params.entity === 'string',
    ).slice(0, RECENT_ACTIONS_MAX);
  } catch {
    return [];
  }
}

/** The record's title: its title field, the German text of a translatable one, or a short id. */
export function recordTitle(entity: Entity, record: Record<string, unknown> | undefined, id: string): string {
  const field = entity.def['x-ui']?.titleField;
  const value = field ? record?.[field] : undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    const text = typeof texts.de === 'string' && texts.de ? texts.de : Object.values(texts).find((v): v is string => typeof v === 'string' && !!v);
    if (text) return text;
  }
  return `#${id.slice(-6)}`;
}

/** Whether the user may open a record's edit screen or the list (their rights may allow neither). */
export type MayOpen = (screen: 'edit' | 'list') => boolean;

/**
 * The entry for a write: the record's edit screen when there is one and the user may open it
 * (the same rule that decides whether an edit view is generated), otherwise, and after deletes,
 * the list; a user who may open neither (anyone may post an employee notification, only
 * admins list them) is led to write another one, or home.
 */
export function recentActionFor(
  entity: Entity, resource: string, kind: RecentActionKind, target: { id?: string; record?: Record<string, unknown>; count?: number },
  may: MayOpen = () => true, at = Date.now(),
): RecentAction {
  const list = `/${resource}`;
  const fallback = may('list') ? list : kind === 'create' && entity.api.create ? `${list}/create` : '/home';
  if (kind === 'updateMany' || kind === 'deleteMany') {
    return { text: String(target.count ?? 0), route: fallback, params: { kind, entity: entity.id, count: target.count }, at };
  }
  const id = target.id ?? '';
  const editable = kind !== 'delete' && !!entity.api.update && !!entity.api.show && !!id && may('edit');
  return {
    text: recordTitle(entity, target.record, id),
    route: editable ? `${list}/${encodeURIComponent(id)}/${editSegment(entity)}` : fallback,
    params: { kind, entity: entity.id, id },
    at,
  };
}
