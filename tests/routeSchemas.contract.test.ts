import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Route validators and serializers are compiled on first use (src/server/validation/
 * lazyRouteCompilers.ts), so a schema that does not compile would only fail its first request.
 * This compiles every one of them, as the boot used to.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(() => t.close());

describe('route schemas', () => {
  // Compiling all of them took 20 s on a two-core machine: the default 30 s ran out when it was busy.
  it('every route validator and serializer compiles', async () => {
    await t.app.ready();
    const compiled = t.app.compileRouteSchemas();
    // hundreds of routes: bodies, queries, params and their answers
    expect(compiled).toBeGreaterThan(500);
    expect(t.app.compileRouteSchemas()).toBe(0);
  }, 120_000);

  it('a compiled route still checks its input and shapes its answer', async () => {
    const bad = await t.call(null, 'POST', '/api/v1/auth/login', { email: 42 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('email');
    const health = await t.call(null, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });
});
