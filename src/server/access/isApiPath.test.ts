import { describe, expect, it } from 'vitest';
import { isApiPath } from './isApiPath';

describe('isApiPath', () => {
  it('sees the API in every spelling of its prefix', () => {
    for (const url of ['/api/v1/outbox', '/%61pi/v1/outbox', '/ap%69/v1/outbox', '/%61%70%69/v1/outbox', '//api/v1/outbox', '/API/v1/outbox', '/Api', '/api', '/api.', '/api?x=1', '/%2Fapi/v1']) {
      expect(isApiPath(url), url).toBe(true);
    }
  });
  it('leaves the admin\'s own routes to it', () => {
    for (const url of ['/', '/venue', '/apiary', '/legal/x/terms', '/assets/app.js', '/%E0%A4%A']) expect(isApiPath(url), url).toBe(false);
  });
});
