import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { previousLocation, trackLocations } from './previousLocation';

const loc = (path: string): Location => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '', hash: '', state: null, key: path };
};

describe('previousLocation', () => {
  it('remembers the screen before the current one, a new search on the same screen included', () => {
    let listener: (s: { location: Location }) => void = () => {};
    trackLocations({ state: { location: loc('/') }, subscribe: (l) => ((listener = l), () => {}) });
    expect(previousLocation()).toBeUndefined();
    listener({ location: loc('/option/1/edit') });
    expect(previousLocation()).toBe('/');
    listener({ location: loc('/option/1/edit?tab=2') });
    listener({ location: loc('/optionArticle/create?source=x') });
    expect(previousLocation()).toBe('/option/1/edit?tab=2');
    listener({ location: loc('/optionArticle/create?source=y') });
    expect(previousLocation()).toBe('/option/1/edit?tab=2');
  });
});
