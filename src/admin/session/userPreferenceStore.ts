import { localStorageStore, type Store } from 'react-admin';
import { loadSession } from '../providers/sessionStore';
import { preferenceKey } from './preferenceKey';

/**
 * react-admin's store, with a user's preferences (list columns, saved queries) kept apart: under
 * the user's id, so two people sharing a browser each keep theirs, and outside what a logout
 * clears (react-admin resets the whole store on logout). Everything else (list page, sort,
 * filters of the visit) stays in the ordinary store. The two prefixes must not start one another,
 * since a reset removes every key starting with its own prefix.
 */
export function userPreferenceStore(
  visit: Store = localStorageStore('1', '.app'),
  prefs: Store = localStorageStore('1', '.prefs'),
  userId: () => string | null | undefined = () => loadSession()?.id,
): Store {
  const route = (key: string): [Store, string] => {
    const scoped = preferenceKey(key, userId());
    return scoped ? [prefs, scoped] : [visit, key];
  };
  return {
    setup: () => {
      visit.setup();
      prefs.setup();
    },
    teardown: () => {
      visit.teardown();
      prefs.teardown();
    },
    getItem: (key, defaultValue) => {
      const [store, k] = route(key);
      return store.getItem(k, defaultValue);
    },
    setItem: (key, value) => {
      const [store, k] = route(key);
      store.setItem(k, value);
    },
    removeItem: (key) => {
      const [store, k] = route(key);
      store.removeItem(k);
    },
    removeItems: (keyPrefix) => visit.removeItems(keyPrefix),
    reset: () => visit.reset(),
    subscribe: (key, callback) => {
      const [store, k] = route(key);
      return store.subscribe(k, callback);
    },
    listItems: (keyPrefix) => visit.listItems?.(keyPrefix) ?? {},
  };
}
