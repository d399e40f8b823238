/**
 * The monthly invoice of a venue with 100,000 orders (SQLite file, in process, through the full
 * server): the figures are aggregated by the database (SUM/COUNT/GROUP BY), so the server's
 * memory does not grow with the orders. Prints the call's time and the process's peak RSS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { seedDemo } from '../src/server/seed/seedDemo';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

export interface BillingFigures {
  orders: number;
  invoiceMs: number;
  articlesMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  counted: number;
}

export async function billingBench(): Promise<BillingFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-billing-'));
  const db = await createDb({ sqliteFile: path.join(dir, 'billing.sqlite') });
  const { app, services } = await buildApp({ db, jobs: 'manual' });
  try {
    await seedDemo(services, 'Bench1234');
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
    const token = JSON.parse(login.body).token as string;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const venue = (await get('/api/v1/general/venue/list?readableId[]=BM01')).data[0]._id as string;
    const group = (await db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow()).customer_group;
    const items = [{ article: 'a'.repeat(24), name: 'Pizza', quantity: 2, unitPrice: 890, taxRate: 19 }, { article: 'b'.repeat(24), name: 'Cola', quantity: 1, unitPrice: 350, taxRate: 19 }];
    for (let i = 0; i < ORDERS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, ORDERS - i) }, (_, k) => {
        const n = i + k;
        const at = new Date(Date.UTC(2024, 2, 1 + (n % 30), 10, n % 60)).toISOString();
        const doc = { venue, code: `B${n}`, status: n % 10 === 0 ? 'failed' : 'done', type: 'inside', currency: 'euro', total: 2130 + (n % 7), net: 1790, tip: n % 5 === 0 ? 100 : 0, paymentMethod: 'paypal', items };
        return { _id: newId(), venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) };
      });
      await db.kysely.insertInto('order').values(rows).execute();
    }
    global.gc?.();
    const rssBeforeMb = process.memoryUsage().rss / 1e6;
    let peak = rssBeforeMb;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss / 1e6); }, 5);
    const t0 = performance.now();
    const invoice = await get(`/api/v3/payment/invoice/${venue}/venue?month=2024-03`);
    const invoiceMs = performance.now() - t0;
    const t1 = performance.now();
    await get(`/api/v3/payment/invoice/${venue}/venue/articles?month=2024-03`);
    const articlesMs = performance.now() - t1;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss / 1e6, process.resourceUsage().maxRSS / 1024);
    return { orders: ORDERS, invoiceMs, articlesMs, rssBeforeMb, peakRssMb: peak, counted: invoice.data.figures.orders };
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
