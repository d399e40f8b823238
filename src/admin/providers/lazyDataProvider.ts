import type { Registry } from '../../core/registry';
import { makeDataProvider, type AppDataProvider } from './dataProvider';

/**
 * The data provider over the full declarations, which load on the first call (the sign-in page
 * makes none), so the sign-in page does not download every schema. Same methods as
 * makeDataProvider's; every one of them is async, so waiting for the declarations first changes
 * nothing for callers.
 */
export function lazyDataProvider(load: () => Promise<{ registry: Registry; ensureEntity: (id: string) => Promise<void> }>): AppDataProvider {
  let real: Promise<{ provider: AppDataProvider; ensureEntity: (id: string) => Promise<void> }> | undefined;
  const loaded = () => (real ??= load().then(({ registry, ensureEntity }) => ({ provider: makeDataProvider(registry), ensureEntity })));
  // Every method names its resource first; its declaration (bodies, read-only fields, search)
  // loads before the call is made.
  const provider = async (resource: unknown) => {
    const { provider: real, ensureEntity } = await loaded();
    if (typeof resource === 'string') await ensureEntity(resource);
    return real;
  };
  const shape = makeDataProvider(new Map());
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? async (...args: unknown[]) => ((await provider(args[0])) as unknown as Record<string, (...a: unknown[]) => unknown>)[key](...args)
        : value,
    ]),
  ) as unknown as AppDataProvider;
}
