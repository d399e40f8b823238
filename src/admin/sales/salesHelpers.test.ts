import { describe, expect, it } from 'vitest';
import { ordersListUrl } from './ordersListUrl';
import { percentChange } from './percentChange';
import { periodQuery } from './periodQuery';
import { salesFormat } from './salesFormat';

describe('periodQuery', () => {
  it('sends a named period by name (the server counts its days on the venue clock)', () => {
    expect(periodQuery({ period: 'last30', groupBy: 'day' })).toEqual({ period: 'last30', groupBy: 'day' });
    expect(periodQuery({ period: 'thisYear', from: '2026-01-01', to: '2026-01-02', groupBy: 'month' })).toEqual({ period: 'thisYear', groupBy: 'month' });
  });
  it('sends a custom period with its days, in order', () => {
    expect(periodQuery({ period: 'custom', from: '2026-03-01', to: '2026-03-31', groupBy: 'week' })).toEqual({ period: 'custom', from: '2026-03-01', to: '2026-03-31', groupBy: 'week' });
    expect(periodQuery({ period: 'custom', from: '2026-03-31', to: '2026-03-01', groupBy: 'day' })).toEqual({ period: 'custom', from: '2026-03-01', to: '2026-03-31', groupBy: 'day' });
  });
  it('asks nothing until a custom period has both valid days', () => {
    expect(periodQuery({ period: 'custom', from: '2026-03-01', groupBy: 'day' })).toBeNull();
    expect(periodQuery({ period: 'custom', from: '2026-03-01', to: '31.03.2026', groupBy: 'day' })).toBeNull();
  });
});

describe('percentChange', () => {
  it('is the change against the previous figure, one decimal', () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 100)).toBe(0);
  });
  it('has no base without a previous figure', () => {
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
  it('compares against the size of a negative base', () => {
    expect(percentChange(-50, -100)).toBe(50);
  });
});

describe('ordersListUrl', () => {
  const filterOf = (url: string) => JSON.parse(new URL(url, 'http://x').searchParams.get('filter')!);
  it('narrows the orders list to the local days of the venue clock', () => {
    const url = ordersListUrl({ from: '2026-07-14', to: '2026-07-14', zone: 'Europe/Berlin', venue: 'v1' });
    expect(url.startsWith('/orders?')).toBe(true);
    expect(filterOf(url)).toEqual({ createdAt_gte: '2026-07-13T22:00:00.000Z', createdAt_lte: '2026-07-14T21:59:59.999Z', venue: 'v1' });
  });
  it('adds the payment method or order type of a row', () => {
    const url = ordersListUrl({ from: '2026-01-01', to: '2026-01-31', zone: 'UTC', paymentMethod: 'paypal', type: 'takeaway' });
    expect(filterOf(url)).toEqual({ createdAt_gte: '2026-01-01T00:00:00.000Z', createdAt_lte: '2026-01-31T23:59:59.999Z', paymentMethod: 'paypal', type: 'takeaway' });
  });
});

describe('salesFormat', () => {
  it('writes money from minor units and a change with its sign, in the language', () => {
    const en = salesFormat('en', 'euro');
    expect(en.money(115600)).toMatch(/1,156\.00/);
    expect(en.change(12)).toBe('+12%');
    expect(en.change(-3.5)).toBe('-3.5%');
    expect(en.change(0)).toBe('0%');
    const de = salesFormat('de', 'euro');
    expect(de.money(115600)).toMatch(/1\.156,00\s€/);
    expect(de.change(12).replace(/\s/g, ' ')).toBe('+12 %');
  });
});
