/** Marks where the record's title (a link, rendered by the caller) goes in a sentence. */
export const TITLE = '\u0001';

export interface AuditSentenceEntry {
  action?: unknown;
  resource?: unknown;
  actorName?: unknown;
  changes?: unknown;
}

export interface AuditSentenceTexts {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** the action's readable name ("Activated"), for actions without a sentence of their own */
  action: (name: string, resource?: string) => string;
  /** the entity's singular name ("Cup code") */
  resource: (id: string) => string;
  locale: string;
  /** the entry's entity has a title field, so the sentence names the record */
  titled: boolean;
}

const VERBS = new Set(['create', 'update', 'delete', 'hardDelete']);

/**
 * The one maintenance record is a switch: its first enable is a create and its later ones an
 * update or the enable/disable action, all of which read as the mode being switched.
 */
function maintenanceSwitch(resource: string, action: string, changes: unknown): 'maintenanceOn' | 'maintenanceOff' | null {
  if (resource !== 'maintenance') return null;
  if (action === 'enable') return 'maintenanceOn';
  if (action === 'disable') return 'maintenanceOff';
  const active = (changes as Record<string, { after?: unknown }> | undefined)?.active?.after;
  if (typeof active !== 'boolean' || !VERBS.has(action)) return null;
  return active ? 'maintenanceOn' : 'maintenanceOff';
}

/**
 * A kind of record inside a sentence: lower case in English and French ("changed the cup code"),
 * as it is in German, whose nouns are capitalised; acronyms ("SEPA mandate") stay as they are.
 */
function inSentence(name: string, locale: string): string {
  if (locale === 'de' || name.length < 2 || name[1] !== name[1].toLocaleLowerCase(locale)) return name;
  return name[0].toLocaleLowerCase(locale) + name.slice(1);
}

/**
 * An audit entry as a sentence in the reader's language ("Anna Admin changed table “A1”",
 * "Anna Admin enabled maintenance mode"), split around the title's place: the parts joined
 * with the title in place of each `TITLE` are the sentence.
 */
export function auditSentence(entry: AuditSentenceEntry, texts: AuditSentenceTexts): string[] {
  const { translate } = texts;
  const action = String(entry.action ?? '');
  const resource = String(entry.resource ?? '');
  const actor = typeof entry.actorName === 'string' && entry.actorName.trim() ? entry.actorName : translate('screens.audit.system');
  const mode = maintenanceSwitch(resource, action, entry.changes);
  if (mode) return [translate(`screens.audit.sentences.${mode}`, { actor })];
  if (action === 'login') return [translate('screens.audit.sentences.login', { actor })];
  const form = texts.titled ? 'titled' : 'untitled';
  const text = translate(`screens.audit.sentences.${form}.${VERBS.has(action) ? action : 'other'}`, {
    actor,
    action: texts.action(action, resource),
    resource: inSentence(texts.resource(resource), texts.locale),
    title: TITLE,
  });
  return text.split(TITLE).flatMap((part, i) => (i === 0 ? [part] : [TITLE, part])).filter((p) => p !== '');
}
