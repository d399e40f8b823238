import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../core/registry';
import { loadSchemas } from '../../server/registry/loadSchemas';
import { checkAccess } from '../../core/permissions';
import { accessRuleFor } from '../providers/accessRuleFor';
import { MENU_GROUPS } from './menuGroups';

/** The rule the route guard applies to an entity's list: its override's, else its x-access view. */
async function listRule(entity: Entity) {
  const file = new URL(`../../../resources/${entity.id}/index.ts`, import.meta.url);
  const override = fs.existsSync(file) ? (await import(file.href)).default : {};
  return override.listAccess ?? accessRuleFor(entity, 'list');
}

describe('the sidebar offers only what the user may open', () => {
  it("a page item that opens an entity's list asks for that list's own rule", async () => {
    const registry = await loadSchemas();
    const byRoute = new Map([...registry.values()].map((e) => [e.def['x-ui']?.route ?? `/${e.id}`, e]));
    const pages = MENU_GROUPS.flatMap((g) => g.pages ?? []).filter((p) => byRoute.has(p.to));
    // Memberships is such an item (spec part 2 §6): it was shown to every signed-in user.
    expect(pages.map((p) => p.name)).toContain('membership');
    for (const p of pages) expect(p.access, p.name).toEqual(await listRule(byRoute.get(p.to)!));
  });

  it('the upsell item needs no permission (spec part 2 §6) but a tenant membership; maintenance is the admin\'s', async () => {
    const registry = await loadSchemas();
    const upsells = await listRule(registry.get('upsell')!);
    expect(checkAccess({ role: 'staff', permissions: [], member: 'venue' }, upsells)).toBe(true);
    expect(checkAccess({ role: 'registered', permissions: ['mfa.enable'], member: null }, upsells)).toBe(false);
    const maintenance = MENU_GROUPS.flatMap((g) => g.pages ?? []).find((p) => p.name === 'maintenance')!;
    expect(checkAccess({ role: 'switcher', permissions: ['maintenance.create', 'maintenance.update'], member: 'brand' }, maintenance.access)).toBe(false);
    expect(checkAccess({ role: 'admin', permissions: [] }, maintenance.access)).toBe(true);
  });
});
