import { checkAccess } from '../../core/permissions';
import type { Registry } from '../../core/registry';
import { accessRuleFor } from '../providers/accessRuleFor';
import type { AppDataProvider } from '../providers/dataProvider';
import { loadSession } from '../providers/sessionStore';
import { resourceName } from '../resourceNames';
import { recentActionFor, type RecentActionKind } from './recentActions';
import { recordRecentAction } from './recentActionsStore';

/**
 * Every create, update and delete the user makes through the data provider becomes a recent
 * action. Wraps the provider that speaks entity ids; the entry's route uses the spec route name.
 */
export function withRecentActions(dataProvider: AppDataProvider, registry: Registry): AppDataProvider {
  const note = (resource: string, kind: RecentActionKind, target: { id?: string; record?: Record<string, unknown>; count?: number }) => {
    const entity = registry.get(resource);
    if (!entity) return;
    const session = loadSession();
    const grant = session ? { role: session.role, permissions: session.permissions } : null;
    const may = (screen: 'edit' | 'list') => checkAccess(grant, accessRuleFor(entity, screen));
    recordRecentAction(recentActionFor(entity, resourceName(entity), kind, target, may));
  };
  return {
    ...dataProvider,
    async create(resource, params) {
      const result = await dataProvider.create(resource, params);
      note(resource, 'create', { id: String(result.data.id), record: result.data });
      return result;
    },
    async update(resource, params) {
      const result = await dataProvider.update(resource, params);
      // The provider answers previousData itself when nothing changed: nothing was done.
      if (result.data !== params.previousData) note(resource, 'update', { id: String(params.id), record: result.data });
      return result;
    },
    async delete(resource, params) {
      const result = await dataProvider.delete(resource, params);
      note(resource, 'delete', { id: String(params.id), record: (params.previousData ?? result.data) as Record<string, unknown> });
      return result;
    },
    async updateMany(resource, params) {
      const result = await dataProvider.updateMany(resource, params);
      note(resource, 'updateMany', { count: params.ids.length });
      return result;
    },
    async deleteMany(resource, params) {
      const result = await dataProvider.deleteMany(resource, params);
      note(resource, 'deleteMany', { count: params.ids.length });
      return result;
    },
  };
}
