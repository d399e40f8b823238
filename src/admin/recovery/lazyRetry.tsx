import { use, type ComponentProps, type ComponentType } from 'react';
import { cachedLoad } from './cachedLoad';

/**
 * React.lazy with retries: the chunk is fetched again with growing waits for up to 120 s (spec
 * part 1 §9) before the screen fails, and a failed screen loads afresh after the error boundary
 * resets (React.lazy would keep the failure until a full reload).
 */
export function lazyRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const cache = new Map<string, Promise<{ default: T }>>();
  function Lazy(props: ComponentProps<T>) {
    const { default: Component } = use(cachedLoad(cache, 'module', load));
    return <Component {...props} />;
  }
  // started early by preloadView (a menu entry under the pointer), read by the render
  Object.assign(Lazy, { preload: () => cachedLoad(cache, 'module', load) });
  // same props as the loaded component, like React.lazy's result
  return Lazy as unknown as T;
}
