import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let demo: string;
let group: string;

const PATHS = { category: 'category', option: 'option', article: 'article', optionArticle: 'option-article' } as const;
type Kind = keyof typeof PATHS;
const none = { category: 0, option: 0, article: 0, optionArticle: 0 };

function upload(url: string, content: string | Buffer, filename = 'foodcard.csv') {
  const boundary = '----roundtrip';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}
const importInto = async (venue: string, file: string | Buffer, dryRun = false, filename?: string) => {
  const res = await upload(`/api/v1/foodcard/venue/${venue}/import${dryRun ? '?dryRun=true' : ''}`, file, filename);
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const exportOf = async (venue: string, format: 'csv' | 'xlsx' = 'csv') =>
  (await t.app.inject({ url: `/api/v1/foodcard/venue/${venue}/export?format=${format}`, headers: { authorization: `Bearer ${admin}` } })).rawPayload;

/** The German names of a venue's records per kind, sorted: a name imported twice shows twice. */
async function namesOf(venue: string): Promise<Record<Kind, string[]>> {
  const out = {} as Record<Kind, string[]>;
  for (const [kind, path] of Object.entries(PATHS) as [Kind, string][]) {
    const res = await t.call(admin, 'GET', `/api/v1/foodcard/${path}/venue/${venue}/all`);
    expect(res.status).toBe(200);
    out[kind] = res.body.data.map((r: any) => r.name.de).sort();
  }
  return out;
}
async function newVenue(readableId: string): Promise<string> {
  const res = await t.call(admin, 'POST', '/api/v1/general/venue', { name: `Venue ${readableId}`, readableId, customerGroup: group });
  expect(res.status).toBe(201);
  return res.body.data._id;
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  const venue = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0];
  demo = venue._id;
  group = venue.customerGroup;
});
afterAll(() => t.close());

describe('foodcard round trip', () => {
  it('the demo foodcard exported and imported twice into a new venue: the second import creates nothing', async () => {
    const file = await exportOf(demo);
    const before = await namesOf(demo);
    // The seeded sauces have an option number but no number: they must still be recognised.
    expect(before.optionArticle).toEqual(['Barbecue', 'Ketchup', 'Mayonnaise']);
    const target = await newVenue('RT01');
    const first = await importInto(target, file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.created).toEqual({ category: 3, option: 1, article: 7, optionArticle: 3 });
    const second = await importInto(target, file);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ created: none, updated: { category: 3, option: 1, article: 7, optionArticle: 3 } });
    expect(await namesOf(target)).toEqual(before);
    // Nothing changed either: the venue exports the same bytes as the demo venue.
    expect((await exportOf(target)).equals(file)).toBe(true);
  });

  it('importing a venue\'s own export creates nothing and changes nothing (CSV and XLSX)', async () => {
    const before = await namesOf(demo);
    const csv = await exportOf(demo);
    for (const [file, name] of [[csv, 'foodcard.csv'], [await exportOf(demo, 'xlsx'), 'foodcard.xlsx']] as const) {
      const res = await importInto(demo, file, false, name);
      expect(res.status).toBe(200);
      expect(res.body.data.created).toEqual(none);
    }
    expect(await namesOf(demo)).toEqual(before);
    expect((await exportOf(demo)).equals(csv)).toBe(true);
  });

  it('option articles without any number are matched by name within their group', async () => {
    const target = await newVenue('RT02');
    const csv = 'type;name_de;option;price\noption;Dips;;\noptionArticle;Aioli;Dips;0.5\noptionArticle;Salsa;Dips;0.5\n';
    expect((await importInto(target, csv)).body.data.created).toEqual({ ...none, option: 1, optionArticle: 2 });
    const again = await importInto(target, csv.replace('Salsa;Dips;0.5', 'Salsa;Dips;0.7'));
    expect(again.body.data).toEqual({ created: none, updated: { ...none, option: 1, optionArticle: 2 } });
    const stored = (await t.call(admin, 'GET', `/api/v1/foodcard/option-article/venue/${target}/all`)).body.data;
    expect(stored.map((r: any) => `${r.name.de}:${r.price}`).sort()).toEqual(['Aioli:0.5', 'Salsa:0.7']);
  });

  it('a row without a number updates the numbered record of that name and keeps its number; a row with another number is another article', async () => {
    const target = await newVenue('RT06');
    await importInto(target, 'type;name_de;category;price;number\ncategory;Pizza;;;\narticle;Margherita;Pizza;7;P1\n');
    const plain = await importInto(target, 'type;name_de;category;price\ncategory;Pizza;;\narticle;Margherita;Pizza;7.5\n');
    expect(plain.body.data).toEqual({ created: none, updated: { ...none, category: 1, article: 1 } });
    // The row without a number kept the record's number: it stays recognisable.
    let stored = (await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${target}/all`)).body.data;
    expect(stored.map((r: any) => `${r.name.de}:${r.number}:${r.price}`)).toEqual(['Margherita:P1:7.5']);
    const other = await importInto(target, 'type;name_de;category;price;number\ncategory;Pizza;;;\narticle;Margherita;Pizza;8;P2\n');
    expect(other.body.data.created).toEqual({ ...none, article: 1 });
    stored = (await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${target}/all`)).body.data;
    expect(stored.map((r: any) => `${r.name.de}:${r.number}`).sort()).toEqual(['Margherita:P1', 'Margherita:P2']);
  });

  it('two unnumbered rows naming the same article of one category are an error, not two records', async () => {
    const target = await newVenue('RT03');
    const csv = 'type;name_de;category;price\ncategory;Pizza;;\narticle;Margherita;Pizza;7\narticle;Margherita;Pizza;8\n';
    const res = await importInto(target, csv);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'line 4: name_de', message: 'names the same article as line 3: give them numbers to tell them apart', code: 'sameNew', params: { what: 'article', type: 'article', line: 3 } }]);
  });
});

describe('foodcard import dry run', () => {
  it('reports what would be created and updated and writes nothing', async () => {
    const target = await newVenue('RT04');
    const file = await exportOf(demo);
    const dry = await importInto(target, file, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({ created: { category: 3, option: 1, article: 7, optionArticle: 3 }, updated: none, errors: [] });
    expect(await namesOf(target)).toEqual({ category: [], option: [], article: [], optionArticle: [] });
    const audit = await t.call(admin, 'GET', `/api/v1/audit?venue=${target}&limit=100`);
    expect(audit.status).toBe(200);
    expect(audit.body.data.filter((e: any) => e.resource !== 'venue')).toEqual([]);
    // Into the venue that has the foodcard: only updates.
    const own = await importInto(demo, file, true);
    expect(own.body.data).toEqual({ created: none, updated: { category: 3, option: 1, article: 7, optionArticle: 3 }, errors: [] });
  });

  it('lists the errors with their lines and still counts the good rows, where the import answers 422', async () => {
    const target = await newVenue('RT05');
    const csv = 'type;name_de;category;price\ncategory;Pizza;;\narticle;Margherita;Pizza;7\narticle;Salami;Pizza;abc\narticle;Funghi;Pasta;8\n';
    const dry = await importInto(target, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data.created).toEqual({ ...none, category: 1, article: 1 });
    expect(dry.body.data.errors).toEqual([
      { path: 'line 4: price', message: 'must be a number', code: 'number' },
      { path: 'line 5: category', message: 'names no category of this file or venue', code: 'noCategory' },
    ]);
    const real = await importInto(target, csv);
    expect(real.status).toBe(422);
    expect(real.body.errors).toEqual(dry.body.data.errors);
    expect((await namesOf(target)).category).toEqual([]);
  });

  it('the nutrition import has a dry run too: the count and the errors, nothing written', async () => {
    const csv = 'number;nutrition.perPortion.energyKcal\n101;640\n999;100\n';
    const url = `/api/v1/foodcard/venue/${demo}/import/nutrition`;
    const dry = JSON.parse((await upload(`${url}?dryRun=true`, csv)).body);
    expect(dry.data).toEqual({ updated: 1, errors: [{ path: 'line 3: number', message: 'names no article of this venue', code: 'unknownNumber' }] });
    const ok = JSON.parse((await upload(`${url}?dryRun=true`, 'number;nutrition.perPortion.energyKcal\n101;640\n')).body);
    expect(ok.data).toEqual({ updated: 1, errors: [] });
    const articles = (await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${demo}/all`)).body.data;
    expect(articles.find((a: any) => a.number === '101').nutrition?.perPortion?.energyKcal).toBeUndefined();
  });

  it('a file that is not a spreadsheet is an error with a message, never a 500', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 7)]);
    for (const [file, name] of [[png, 'foodcard.csv'], [zip, 'foodcard.xlsx'], ['just some words', 'foodcard.csv']] as const) {
      for (const dryRun of [true, false]) {
        const res = await importInto(demo, file, dryRun, name);
        // The preview lists what is wrong with the file; the import refuses it with the same list.
        if (dryRun) {
          expect(res.status, name).toBe(200);
          expect(res.body.data.created).toEqual(none);
          expect(res.body.data.errors.length, name).toBeGreaterThan(0);
        } else {
          expect(res.status, name).toBe(422);
          expect(res.body.code).toBe('VALIDATION');
          expect(res.body.errors.length, name).toBeGreaterThan(0);
        }
      }
    }
  });
});
