import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { preferenceKey } from './preferenceKey';
import { userPreferenceStore } from './userPreferenceStore';

describe('preferenceKey', () => {
  it('scopes list columns and saved queries by user', () => {
    expect(preferenceKey('article.datatable', 'u1')).toBe('user.u1.article.datatable');
    expect(preferenceKey('article.datatable_columnRanks', 'u1')).toBe('user.u1.article.datatable_columnRanks');
    expect(preferenceKey('venue.savedQueries', 'u2')).toBe('user.u2.venue.savedQueries');
    expect(preferenceKey('venue.savedQueries', null)).toBe('user.anonymous.venue.savedQueries');
  });

  it('leaves the state of a visit alone', () => {
    expect(preferenceKey('article.list.listParams', 'u1')).toBeNull();
    expect(preferenceKey('sidebar.open', 'u1')).toBeNull();
  });
});

describe('userPreferenceStore', () => {
  it('keeps each user its own preferences, and keeps them across a logout', () => {
    const visit = memoryStore();
    const prefs = memoryStore();
    let user = 'u1';
    const store = userPreferenceStore(visit, prefs, () => user);
    store.setup();
    store.setItem('article.datatable', ['price']);
    store.setItem('article.list.listParams', { page: 2 });
    user = 'u2';
    expect(store.getItem('article.datatable')).toBeUndefined();
    store.setItem('article.datatable', ['number']);
    store.reset();
    expect(store.getItem('article.list.listParams')).toBeUndefined();
    expect(store.getItem('article.datatable')).toEqual(['number']);
    user = 'u1';
    expect(store.getItem('article.datatable')).toEqual(['price']);
  });

  it('tells subscribers of a preference about its change', () => {
    const store = userPreferenceStore(memoryStore(), memoryStore(), () => 'u1');
    store.setup();
    const seen: unknown[] = [];
    const off = store.subscribe('venue.savedQueries', (v) => seen.push(v));
    store.setItem('venue.savedQueries', [{ label: 'Mine' }]);
    off();
    expect(seen).toEqual([[{ label: 'Mine' }]]);
  });
});
