import { isUnique } from '../../crud/isUnique';
import type { ActionContext } from '../../crud/EntityHooks';
import type { ApiRecord } from '../../crud/rowToRecord';

/** A slug of the web app's address from a venue's name: lowercase letters and digits joined by dashes (the field's pattern). */
export function slugOf(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 90).replace(/-+$/, '');
}

/**
 * `PATCH general/venue/update-webapp-slugs {ids?, overwrite?}`: gives each venue without a web
 * app slug (or each named one, replacing its slug with `overwrite`) a slug from its name, unique
 * among all live venues (it is a public address): a taken one gets -2, -3, ... Each venue is
 * updated through the items service (scope, audit as generateSlug).
 */
export async function updateWebappSlugs(ctx: ActionContext) {
  const { services, principal, entity } = ctx;
  const body = (ctx.body ?? {}) as { ids?: string[]; overwrite?: boolean };
  const venues: ApiRecord[] = body.ids
    ? await Promise.all(body.ids.map((id) => services.items.show(entity, principal, id)))
    : await services.items.all(entity, principal, { filters: {}, ranges: {}, sort: 'createdAt', direction: 'asc' });
  const taken = new Set<string>();
  const updated: { _id: string; webAppSlug: string }[] = [];
  for (const v of venues) {
    if (v.webAppSlug && !body.overwrite) continue;
    const base = slugOf(String(v.name ?? '')) || slugOf(String(v.readableId ?? '')) || 'venue';
    let slug = base;
    for (let n = 2; taken.has(slug) || !(await isUnique(services, entity, 'webAppSlug', slug, v._id)); n++) slug = `${base}-${n}`;
    taken.add(slug);
    if (slug === v.webAppSlug) continue;
    await services.items.update(entity, principal, v._id, { webAppSlug: slug }, {}, 'generateSlug');
    updated.push({ _id: v._id, webAppSlug: slug });
  }
  return { updated };
}
