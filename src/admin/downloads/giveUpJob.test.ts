import { describe, expect, it } from 'vitest';
import { giveUpJob } from './giveUpJob';

function recorder(stopFails = false) {
  const calls: string[] = [];
  return {
    calls,
    stop: async () => {
      calls.push('stop');
      if (stopFails) throw new Error('gone');
    },
    remove: async () => {
      calls.push('delete');
      return 'deleted';
    },
  };
}

describe('giveUpJob', () => {
  it('stops a waiting or running job before deleting it', async () => {
    for (const status of ['created', 'in_progress'] as const) {
      const r = recorder();
      expect(await giveUpJob({ status }, r)).toBe('deleted');
      expect(r.calls).toEqual(['stop', 'delete']);
    }
  });

  it('deletes a finished, failed or stopped job without stopping it', async () => {
    for (const status of ['done', 'failed', 'stopped'] as const) {
      const r = recorder();
      await giveUpJob({ status }, r);
      expect(r.calls).toEqual(['delete']);
    }
  });

  it('still deletes when the stop fails', async () => {
    const r = recorder(true);
    expect(await giveUpJob({ status: 'in_progress' }, r)).toBe('deleted');
    expect(r.calls).toEqual(['stop', 'delete']);
  });
});
