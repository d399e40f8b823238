import { describe, expect, it } from 'vitest';
import { demoDatabases } from './demoDatabases';
import { environmentsFromEnv } from './Environments';

describe('demoDatabases', () => {
  it('gives a dev server the dev file and the prod file as its other environment', () => {
    const envs = environmentsFromEnv({});
    expect(demoDatabases({}, '/data', envs)).toBe('/data/backoffice.sqlite');
    expect(envs.others).toEqual({ prod: { sqliteFile: '/data/other-environment.sqlite' } });
  });

  it('gives a prod server beside it the prod file and the dev file: both servers share both files', () => {
    const env = { ENV_NAME: 'prod' };
    const envs = environmentsFromEnv(env);
    expect(demoDatabases(env, '/data', envs)).toBe('/data/other-environment.sqlite');
    expect(envs.others).toEqual({ dev: { sqliteFile: '/data/backoffice.sqlite' } });
  });

  it('leaves a server configured with database URLs as it is', () => {
    for (const env of [{ DATABASE_URL: 'postgres://x/db' }, { ENV_PROD_DATABASE_URL: 'sqlite:/tmp/p.sqlite' }]) {
      const envs = environmentsFromEnv(env);
      const before = structuredClone(envs.others);
      expect(demoDatabases(env, '/data', envs)).toBeNull();
      expect(envs.others).toEqual(before);
    }
  });
});
