import type { AuthProvider } from 'react-admin';
import type { AppDataProvider } from './providers/dataProvider';
import { entityOf } from './resourceNames';

const toEntityId = (resource: unknown) => (typeof resource === 'string' ? (entityOf(resource)?.id ?? resource) : resource);

/**
 * The providers speak entity ids; react-admin speaks resource names, which are the spec's routes
 * (`auditing` for `audit`). This adapts both at the boundary, so neither side knows the other's
 * naming.
 */
export function byRouteName(dataProvider: AppDataProvider, authProvider: AuthProvider) {
  const data = new Proxy(dataProvider, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      // Every DataProvider method (and callAction) takes the resource first.
      return (resource: unknown, ...rest: unknown[]) => value.call(target, toEntityId(resource), ...rest);
    },
  });
  const auth: AuthProvider = {
    ...authProvider,
    canAccess: authProvider.canAccess
      ? (params) => authProvider.canAccess!({ ...params, resource: toEntityId(params.resource) as string })
      : undefined,
  };
  return { dataProvider: data, authProvider: auth };
}
