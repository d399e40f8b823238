import { describe, expect, it } from 'vitest';
import { jobOutcome, trayDecision, type DownloadJob } from './jobOutcome';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();
const job = (over: Partial<DownloadJob>): DownloadJob => ({ id: 'j1', handler: 'tableQr', status: 'in_progress', createdAt: at(10), ...over });

describe('jobOutcome', () => {
  it('a running job within its timeout is running', () => {
    expect(jobOutcome(job({ startedAt: at(299), timeout: 300 }), NOW)).toBe('running');
    expect(jobOutcome(job({ status: 'created', createdAt: at(5) }), NOW)).toBe('running');
  });

  it('times out after `timeout` seconds since it started, or since creation while waiting', () => {
    expect(jobOutcome(job({ startedAt: at(301), timeout: 300 }), NOW)).toBe('timedOut');
    expect(jobOutcome(job({ createdAt: at(1000), startedAt: at(20), timeout: 30 }), NOW)).toBe('running');
    expect(jobOutcome(job({ status: 'created', createdAt: at(31), timeout: 30 }), NOW)).toBe('timedOut');
    // without a timeout the schema default (300 s) applies
    expect(jobOutcome(job({ startedAt: at(301), timeout: undefined }), NOW)).toBe('timedOut');
    expect(jobOutcome(job({ startedAt: at(200), timeout: undefined }), NOW)).toBe('running');
  });

  it('finished states', () => {
    expect(jobOutcome(job({ status: 'done', startedAt: at(9999), timeout: 10 }), NOW)).toBe('done');
    expect(jobOutcome(job({ status: 'failed' }), NOW)).toBe('failed');
    expect(jobOutcome(job({ status: 'stopped' }), NOW)).toBe('failed');
  });
});

describe('trayDecision', () => {
  it('downloads watched jobs that finished and removes watched ones that failed', () => {
    const jobs = [job({ id: 'a', status: 'done' }), job({ id: 'b', status: 'failed' }), job({ id: 'c', status: 'in_progress' })];
    const d = trayDecision(jobs, new Set(['a', 'b', 'c']), NOW);
    expect(d.download.map((j) => j.id)).toEqual(['a']);
    expect(d.remove.map((j) => j.id)).toEqual(['b']);
    expect([...d.watching]).toEqual(['c']);
    expect(d.poll).toBe(true);
  });

  it('leaves finished jobs of earlier visits alone and stops polling when nothing runs', () => {
    const d = trayDecision([job({ id: 'old', status: 'done' }), job({ id: 'bad', status: 'failed' })], new Set(), NOW);
    expect(d.download).toEqual([]);
    expect(d.remove).toEqual([]);
    expect(d.poll).toBe(false);
  });

  it('removes a running job past its timeout, even one first seen now', () => {
    const d = trayDecision([job({ id: 'slow', startedAt: at(400), timeout: 300 })], new Set(), NOW);
    expect(d.remove.map((j) => j.id)).toEqual(['slow']);
    expect(d.poll).toBe(false);
  });
});
