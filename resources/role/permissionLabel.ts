import type { TranslateFunction as Translate } from 'react-admin';
import { humanize } from '../../src/admin/from-schema/humanize';

const KEY = 'screens.permissions';

/** A permission group's (first part's) readable name. */
export function groupLabel(translate: Translate, group: string): string {
  return translate(`${KEY}.groups.${group}`, { _: humanize(group) });
}

/**
 * A permission's readable name inside its group: `actions.<rest>`, else a known subject and
 * the rest's name (`ui.card.view` → "Cards – View"), else the humanized rest. A permission
 * that is its group's only name (`admin`, `refunds`) is named like the group.
 */
export function permissionLabel(translate: Translate, perm: string): string {
  const [group, ...parts] = perm.split('.');
  if (parts.length === 0) return groupLabel(translate, group);
  const rest = parts.join('.');
  const direct = translate(`${KEY}.actions.${rest}`, { _: '' });
  if (direct) return direct;
  const [subject, ...tail] = parts;
  const subjectName = translate(`${KEY}.subjects.${subject}`, { _: '' });
  if (subjectName && tail.length) {
    const action = translate(`${KEY}.actions.${tail.join('.')}`, { _: humanize(tail.join(' ')) });
    return `${subjectName} – ${action}`;
  }
  return humanize(parts.join(' '));
}
