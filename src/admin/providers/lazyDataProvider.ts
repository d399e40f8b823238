import type { Registry } from '../../core/registry';
import { makeDataProvider, type AppDataProvider } from './dataProvider';

/**
 * The data provider over the full declarations, which load on the first call (the sign-in page
 * makes none), so the sign-in page does not download every schema. Same methods as
 * makeDataProvider's; every one of them is async, so waiting for the declarations first changes
 * nothing for callers.
 */
export function lazyDataProvider(load: () => Promise<Registry>): AppDataProvider {
  let real: Promise<AppDataProvider> | undefined;
  const provider = () => (real ??= load().then(makeDataProvider));
  const shape = makeDataProvider(new Map());
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? async (...args: unknown[]) => ((await provider()) as unknown as Record<string, (...a: unknown[]) => unknown>)[key](...args)
        : value,
    ]),
  ) as unknown as AppDataProvider;
}
