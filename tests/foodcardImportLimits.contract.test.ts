import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_SLOT_STALE_MS } from '../src/server/io/importSlot';
import { parseCsv } from '../src/server/io/parseCsv';
import { craftedZip } from './helpers/craftedZip';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let group: string;

async function newVenue(readableId: string): Promise<string> {
  const res = await t.call(admin, 'POST', '/api/v1/general/venue', { name: `Venue ${readableId}`, readableId, customerGroup: group });
  expect(res.status).toBe(201);
  return res.body.data._id;
}

/** A multipart body with one file in the field `file`, as a browser form sends it. */
function upload(venue: string, token: string, content: string | Buffer, path = 'import') {
  const boundary = '----foodcardlimits';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foodcard"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/v1/foodcard/venue/${venue}/${path}`, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const exportFile = (venue: string, format: 'csv' | 'xlsx') => t.app.inject({ url: `/api/v1/foodcard/venue/${venue}/export?format=${format}`, headers: { authorization: `Bearer ${admin}` } });
const articlesOf = async (venue: string) => (await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${venue}/all`)).body.data as any[];
const categoriesOf = async (venue: string) => (await t.call(admin, 'GET', `/api/v1/foodcard/category/venue/${venue}/all`)).body.data as any[];

/** A foodcard CSV of one category and `n` articles. */
const menu = (category: string, n: number) => ['type;name_de;category;price;number', `category;${category};;;`, ...Array.from({ length: n }, (_, i) => `article;Gericht ${i};${category};${1 + (i % 10)};N${i}`)].join('\r\n');

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Foodcard');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

/**
 * An XLSX bomb: a workbook whose one sheet unpacks to 110 MB (some 3 million cells of the same text)
 * from a file of about 110 KB. The zip is written here since no writer makes such a file fast.
 */
function xlsxBomb(): Buffer {
  const parts: [string, Buffer][] = [
    ['xl/_rels/workbook.xml.rels', Buffer.from('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')],
    ['xl/workbook.xml', Buffer.from('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Foodcard" sheetId="1" r:id="rId1"/></sheets></workbook>')],
    ['xl/worksheets/sheet1.xml', Buffer.concat([Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">'), Buffer.alloc(110 * 1024 * 1024, '<c t="inlineStr"><is><t>=1</t></is></c>')])],
  ];
  return craftedZip(parts.map(([name, data]) => ({ name, data })));
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  group = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0].customerGroup;
});
afterAll(() => t.close());

describe('import limits', () => {
  it('an XLSX bomb answers 422 IMPORT_TOO_LARGE naming the limit, and nothing is written', async () => {
    const venue = await newVenue('LIM01');
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(venue, admin, bomb);
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 422, error: 'Unprocessable Entity', code: 'IMPORT_TOO_LARGE', limit: 100, unit: 'megabytes',
      message: 'The file is over the import limit of 100 MB of unpacked XLSX data. Split it into smaller files and import them one after the other.',
    });
    expect(await categoriesOf(venue)).toEqual([]);
  });

  it('CSV with more than 50,000 rows and XLSX with more than 200 columns answer 422 IMPORT_TOO_LARGE', async () => {
    const venue = await newVenue('LIM02');
    const rows = await upload(venue, admin, menu('Viel', 50_001));
    expect(rows.statusCode).toBe(422);
    expect(JSON.parse(rows.body)).toMatchObject({ code: 'IMPORT_TOO_LARGE', limit: 50000, unit: 'rows' });

    const wide = await upload(venue, admin, await xlsx([['type', 'name_de'], ['category', 'Breit', ...Array.from({ length: 199 }, () => 'x')]]), 'import/nutrition');
    expect(wide.statusCode).toBe(422);
    expect(JSON.parse(wide.body)).toMatchObject({ code: 'IMPORT_TOO_LARGE', limit: 200, unit: 'columns' });
    const wideCsv = await upload(venue, admin, `number;${Array.from({ length: 200 }, (_, i) => `c${i}`).join(';')}\n`, 'import/articles-info');
    expect(JSON.parse(wideCsv.body)).toMatchObject({ code: 'IMPORT_TOO_LARGE', unit: 'columns' });
    expect(await categoriesOf(venue)).toEqual([]);
  });

  it('a file just within the limits is read: 50,000 rows reach the row checks', async () => {
    const venue = await newVenue('LIM03');
    const csv = ['number;nutrition.perPortion.energyKcal', ...Array.from({ length: 50_000 }, (_, i) => `X${i};100`)].join('\n');
    const res = await upload(venue, admin, csv, 'import/nutrition');
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(res.body);
    expect(body.code).toBe('VALIDATION');
    expect(body.errors[0]).toEqual({ path: 'line 2: number', message: 'names no article of this venue', code: 'unknownNumber' });
    expect(body.errors.at(-1)).toEqual({ path: 'file', message: 'has 49500 more errors not listed', code: 'moreErrors', params: { count: 49500 } });
  });
});

describe('one import per user at a time', () => {
  it('two imports of the same user at once: one is written whole, the other answers 429 and writes nothing', async () => {
    const [a, b] = [await newVenue('ONE01'), await newVenue('ONE02')];
    const answers = await Promise.all([upload(a, admin, menu('Erste', 300)), upload(b, admin, menu('Zweite', 300))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'IMPORT_BUSY', message: 'Another import of yours is still running. Wait until it has finished, then try again.' });
    const [done, other] = answers[0].statusCode === 200 ? [a, b] : [b, a];
    expect(await articlesOf(done)).toHaveLength(300);
    expect(await articlesOf(other)).toEqual([]);
    expect(await categoriesOf(other)).toEqual([]);
    // The slot is given back: the refused file goes through now.
    expect((await upload(other, admin, menu('Wieder', 300))).statusCode).toBe(200);
    expect(await articlesOf(other)).toHaveLength(300);
  });

  it('imports of two users at once both go through', async () => {
    const [a, b] = [await newVenue('TWO01'), await newVenue('TWO02')];
    const answers = await Promise.all([upload(a, admin, menu('Admin', 200)), upload(b, manager, menu('Manager', 200))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await articlesOf(a)).length + (await articlesOf(b)).length).toBe(400);
  });

  it('the slot is given back after a refused file, and is held in the database for every process', async () => {
    const venue = await newVenue('ONE03');
    expect((await upload(venue, admin, 'type;name_de;price\narticle;X;abc\n')).statusCode).toBe(422);
    expect((await upload(venue, admin, await xlsx([['type'], ['category', ...Array.from({ length: 300 }, () => 'x')]]))).statusCode).toBe(422);
    expect((await upload(venue, admin, menu('Danach', 1))).statusCode).toBe(200);

    // Another process holding the user's slot is a row of the shared database.
    const userId = (await t.call(admin, 'GET', '/api/v1/auth/session')).body.id;
    const key = `importRunning:${userId}`;
    await t.db.kysely.insertInto('settings').values({ key, value: `${Date.now()} other-process` }).execute();
    const busy = await upload(venue, admin, menu('Danach', 1));
    expect(busy.statusCode).toBe(429);
    expect((await upload(venue, manager, menu('Danach', 1))).statusCode).toBe(200);
    // A slot left by a process that died long ago is taken over.
    await t.db.kysely.updateTable('settings').set({ value: `${Date.now() - IMPORT_SLOT_STALE_MS - 1000} other-process` }).where('key', '=', key).execute();
    expect((await upload(venue, admin, menu('Danach', 1))).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('settings').select('key').where('key', '=', key).execute()).toEqual([]);
  });
});

describe('exports guard against formulas', () => {
  const names = ['=1+1', '-Sauce', '+49 Menü', '@Tagesgericht', "'=schon", 'Pommes'];

  it('CSV and XLSX write such text with a leading quote, as text; the import reads it back unchanged', async () => {
    const source = await newVenue('INJ01');
    const link = '=HYPERLINK("http://x")';
    const category = (await t.call(admin, 'POST', `/api/v1/foodcard/category/venue/${source}`, { name: { de: link } })).body.data._id;
    for (const [i, name] of names.entries()) {
      const res = await t.call(admin, 'POST', `/api/v1/foodcard/article/venue/${source}`, { category, name: { de: name }, price: i + 1.5, description: { de: `-${i}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const csv = await exportFile(source, 'csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8')).records.map((r) => r.cells);
    const col = (h: string) => header.indexOf(h);
    expect(rows[0][col('name_de')]).toBe('\'=HYPERLINK("http://x")');
    const articleRows = rows.filter((r) => r[0] === 'article');
    expect(articleRows.map((r) => r[col('name_de')]).sort()).toEqual(["'+49 Menü", "'-Sauce", "'=1+1", "''=schon", "'@Tagesgericht", 'Pommes'].sort());
    expect(articleRows.every((r) => r[col('category')] === '\'=HYPERLINK("http://x")')).toBe(true);
    // Numbers stay numbers.
    expect(articleRows.map((r) => r[col('price')]).sort()).toEqual(['1.5', '2.5', '3.5', '4.5', '5.5', '6.5']);

    const xlsxFile = await exportFile(source, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxFile.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Foodcard')!;
    const values: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    expect(values.filter((v) => typeof v === 'object')).toEqual([]); // no formula cells
    expect(values).toEqual(expect.arrayContaining(["'=1+1", "'-Sauce", '\'=HYPERLINK("http://x")', 1.5]));

    for (const [format, file] of [['csv', csv.rawPayload], ['xlsx', xlsxFile.rawPayload]] as const) {
      const target = await newVenue(`INJ${format.toUpperCase()}`);
      const res = await upload(target, admin, file);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const back = await articlesOf(target);
      expect(back.map((a) => a.name.de).sort(), format).toEqual([...names].sort());
      expect(back.map((a) => a.description.de).sort(), format).toEqual(['-0', '-1', '-2', '-3', '-4', '-5']);
      expect((await categoriesOf(target))[0].name.de, format).toBe('=HYPERLINK("http://x")');
    }
  });
});
