import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/server/io/parseCsv';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let source: string;

const ENTITIES = [['category', 'category'], ['option', 'option'], ['article', 'article'], ['optionArticle', 'option-article']] as const;

async function newVenue(readableId: string, customerGroup?: string): Promise<string> {
  const res = await t.call(admin, 'POST', '/api/v1/general/venue', { name: `Venue ${readableId}`, readableId, ...(customerGroup ? { customerGroup } : {}) });
  expect(res.status).toBe(201);
  return res.body.data._id;
}

async function create(path: string, venue: string, body: object): Promise<string> {
  const res = await t.call(admin, 'POST', `/api/v1/foodcard/${path}/venue/${venue}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

/** A multipart body with one file in the field `file`, as a browser form sends it. */
function upload(url: string, token: string, content: string | Buffer, filename = 'foodcard.csv') {
  const boundary = '----foodcardtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

async function exportFile(token: string, venue: string, format: 'csv' | 'xlsx') {
  return t.app.inject({ url: `/api/v1/foodcard/venue/${venue}/export?format=${format}`, headers: { authorization: `Bearer ${token}` } });
}

/**
 * The foodcard of a venue without ids, timestamps and venue: references become German names,
 * so two venues' foodcards compare field by field.
 */
async function foodcardOf(venue: string) {
  const all: Record<string, any[]> = Object.fromEntries(await Promise.all(ENTITIES.map(async ([key, path]) => {
    const res = await t.call(admin, 'GET', `/api/v1/foodcard/${path}/venue/${venue}/all`);
    expect(res.status).toBe(200);
    return [key, res.body.data as any[]];
  })));
  const names = new Map<string, string>([...all.category, ...all.option].map((r: any) => [r._id, r.name.de]));
  const strip = (r: any) => {
    const { _id, createdAt, updatedAt, deletedAt, venue: _v, ...rest } = r;
    if (rest.category) rest.category = names.get(rest.category);
    if (rest.option) rest.option = names.get(rest.option);
    if (rest.dependencies) rest.dependencies = rest.dependencies.map((d: any) => ({ ...d, option: names.get(d.option) }));
    return rest;
  };
  const order = (list: any[]) => list.map(strip).sort((a, b) => `${a.category ?? a.option ?? ''}|${a.name.de}`.localeCompare(`${b.category ?? b.option ?? ''}|${b.name.de}`));
  return Object.fromEntries(Object.entries(all).map(([k, list]) => [k, order(list as any[])]));
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  const group = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0].customerGroup;
  source = await newVenue('SRC01', group);
  const burger = await create('category', source, {
    name: { de: 'Burger', en: 'Burgers' }, description: { de: 'Vom Grill' }, mainCategory: 'dish', sortOrder: 0, displayMode: 'grid',
    availableHours: { monday: [{ from: '11:00', to: '14:00' }, { from: '17:00', to: '22:00' }], sunday: [] },
  });
  const drinks = await create('category', source, { name: { de: 'Getränke', en: 'Drinks' }, mainCategory: 'beverage', sortOrder: 1, visible: false });
  await create('category', source, { name: { de: 'Leer' }, sortOrder: 2 });
  const sauces = await create('option', source, { name: { de: 'Saucen', en: 'Sauces' }, hasMultiple: true, limit: 2, requiredAmount: 1, sortOrder: 0 });
  const extras = await create('option', source, { name: { de: 'Extras' }, sortOrder: 1, displayIdentifiers: true });
  await create('option-article', source, { option: sauces, name: { de: 'Ketchup' }, price: 0.5, number: 'S1', optionNumber: 'K', allergens: ['mustard'] });
  await create('option-article', source, { option: sauces, name: { de: 'Mayo' }, price: 0.6, number: 'S2', allergens: ['eggs'], sortOrder: 1 });
  await create('option-article', source, { option: extras, name: { de: 'Käse', fr: 'Fromage' }, price: 1 });
  await create('article', source, {
    category: burger, name: { de: 'Cheeseburger', en: 'Cheeseburger', fr: 'Cheeseburger' },
    description: { de: 'Mit "Käse"; frisch\nund saftig', en: 'With cheese, fresh' }, shortDescription: { de: 'Klassiker' },
    price: 8.9, prices: { inside: 8.9, takeaway: 8.5 }, number: 'B1', gtin: '4012345678901', taxInside: 19, taxTakeaway: 7, deposit: 0.25,
    allergens: ['gluten_wheat', 'milk'], additives: [1, 3], traces: ['sesame'], features: ['new'],
    nutrition: { portionSize: '250 g', perPortion: { energyKcal: 550, fat: 25.5 }, per100g: { energyKj: 920 } },
    availability: { standard: true, inside: true, takeaway: true, delivery: false, web: false }, dimensions: { weight: 250 },
    dependencies: [{ option: sauces, max: 1 }, { option: extras }], mappings: [{ provider: 'pos', externalId: '42' }],
    priceIsLockedByOrderType: { delivery: true }, internalNote: 'Brötchen vom Bäcker', maxItemsPerCart: 5, displayMode: 'detailDialog',
  });
  await create('article', source, { category: burger, name: { de: 'Veggie Burger' }, price: 9.5, features: ['vegan', 'vegetarian'], sortOrder: 1 });
  await create('article', source, { category: drinks, name: { de: 'Cola' }, price: 3, number: 'D1', caffeineMg: 10, alcoholPercentage: 0, fsk: 0, isControlArticle: true });
});
afterAll(() => t.close());

describe('foodcard export', () => {
  it('CSV: UTF-8 with BOM, ;-separated, one row per category, option group, article and option article', async () => {
    const res = await exportFile(admin, source, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="foodcard-SRC01.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { delimiter, records } = parseCsv(res.rawPayload.toString('utf8'));
    expect(delimiter).toBe(';');
    const [header, ...rows] = records.map((r) => r.cells);
    expect(header.slice(0, 2)).toEqual(['type', 'name_de']);
    expect(header).toEqual(expect.arrayContaining(['name_en', 'category', 'option', 'prices.inside', 'nutrition.perPortion.energyKcal', 'availability.web', 'availableHours.monday', 'allergens', 'dependencies']));
    expect(rows.map((r) => `${r[0]}:${r[1]}`)).toEqual([
      'category:Burger', 'category:Getränke', 'category:Leer', 'option:Saucen', 'option:Extras',
      'article:Cheeseburger', 'article:Veggie Burger', 'article:Cola', 'optionArticle:Ketchup', 'optionArticle:Mayo', 'optionArticle:Käse',
    ]);
    const col = (name: string) => header.indexOf(name);
    const cheese = rows[5];
    expect(cheese[col('category')]).toBe('Burger');
    expect(cheese[col('allergens')]).toBe('gluten_wheat|milk');
    expect(cheese[col('prices.takeaway')]).toBe('8.5');
    expect(cheese[col('description_de')]).toBe('Mit "Käse"; frisch\nund saftig');
    expect(JSON.parse(cheese[col('dependencies')])).toEqual([{ option: 'Saucen', max: 1 }, { option: 'Extras' }]);
    expect(rows[0][col('availableHours.monday')]).toBe('11:00-14:00|17:00-22:00');
    expect(rows[0][col('availableHours.sunday')]).toBe('-');
  });

  it('XLSX: a workbook a spreadsheet program opens, with the same rows as the CSV', async () => {
    const csv = parseCsv((await exportFile(admin, source, 'csv')).rawPayload.toString('utf8')).records.map((r) => r.cells);
    const res = await exportFile(admin, source, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('foodcard-SRC01.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Foodcard')!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(csv[0].map((_, i) => {
      const v = row.getCell(i + 1).value;
      return v === null || v === undefined ? '' : String(v);
    })));
    expect(rows).toEqual(csv);
    // Numbers stay numbers in the sheet, so the spreadsheet can sum prices.
    expect(sheet.getRow(7).getCell(csv[0].indexOf('price') + 1).value).toBe(8.9);
  });

  it('runs as a download job with the same file', async () => {
    const manager = await t.login('manager@example.com');
    const job = (await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'foodcardExport', params: { venue: source, format: 'csv' } })).body.data;
    expect(await t.services.jobs.tick()).toBe(true);
    expect((await t.call(manager, 'GET', `/api/v1/jobs/${job._id}`)).body.data.status).toBe('done');
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${manager}` } });
    expect(file.rawPayload.equals((await exportFile(manager, source, 'csv')).rawPayload)).toBe(true);
  });
});

describe('foodcard import', () => {
  it('round trip: export → import into an empty venue → the identical foodcard', async () => {
    const csv = (await exportFile(admin, source, 'csv')).rawPayload;
    const target = await newVenue('DST01');
    const res = await upload(`/api/v1/foodcard/venue/${target}/import`, admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({
      created: { category: 3, option: 2, article: 3, optionArticle: 3 },
      updated: { category: 0, option: 0, article: 0, optionArticle: 0 },
    });
    const [a, b] = [await foodcardOf(source), await foodcardOf(target)];
    for (const [key] of ENTITIES) expect(b[key], key).toEqual(a[key]);
    // The exported files of both venues are the same bytes apart from nothing at all.
    expect((await exportFile(admin, target, 'csv')).rawPayload.equals(csv)).toBe(true);
  });

  it('the XLSX export imports the same way; a second import updates by name and number', async () => {
    const xlsx = (await exportFile(admin, source, 'xlsx')).rawPayload;
    const target = await newVenue('DST02');
    expect((await upload(`/api/v1/foodcard/venue/${target}/import`, admin, xlsx, 'foodcard.xlsx')).statusCode).toBe(200);
    expect(await foodcardOf(target)).toEqual(await foodcardOf(source));
    const again = await upload(`/api/v1/foodcard/venue/${target}/import`, admin, xlsx, 'foodcard.xlsx');
    // Rows without a number (Veggie Burger, Käse) are matched by name within their category or group.
    expect(JSON.parse(again.body).data).toEqual({
      created: { category: 0, option: 0, article: 0, optionArticle: 0 },
      updated: { category: 3, option: 2, article: 3, optionArticle: 3 },
    });
    expect(await foodcardOf(target)).toEqual(await foodcardOf(source));
  });

  it('a bad row answers 422 naming its line and column, and nothing is written', async () => {
    const target = await newVenue('DST03');
    const csv = [
      'type;name_de;category;price;allergens;option',
      'category;Pizza;;;;',
      'article;Margherita;Pizza;7,50;gluten_wheat|milk;',
      'article;Salami;Pizza;abc;;',
      'article;Funghi;Pasta;8;nuts_peanut;',
      'optionArticle;Oregano;;0.2;;Kräuter',
      'article;;Pizza;9;;',
    ].join('\n');
    const res = await upload(`/api/v1/foodcard/venue/${target}/import`, admin, csv);
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(res.body);
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual(expect.arrayContaining([
      // Every error carries a code the admin translates: the import's own, or the schema keyword's.
      { path: 'line 4: price', message: 'must be a number', code: 'number' },
      { path: 'line 5: category', message: 'names no category of this file or venue', code: 'noCategory' },
      { path: 'line 5: allergens', message: expect.stringContaining('allowed values'), code: 'enum', params: { options: expect.stringContaining('gluten_wheat') } },
      { path: 'line 6: option', message: 'names no option group of this file or venue', code: 'noOption' },
      { path: 'line 7: name_de', message: 'is required', code: 'required' },
    ]));
    expect(body.errors.some((e: any) => e.path.startsWith('line 3'))).toBe(false);
    const after = await foodcardOf(target);
    for (const [key] of ENTITIES) expect(after[key], key).toEqual([]);
  });

  it('a write refused by the entity rules rolls the whole import back', async () => {
    const target = await newVenue('DST04');
    // The category is created first; the article's number is taken twice in the file.
    const csv = 'type;name_de;category;price;number\ncategory;Suppen;;;\narticle;Tomate;Suppen;4;7\narticle;Linsen;Suppen;5;7\n';
    const res = await upload(`/api/v1/foodcard/venue/${target}/import`, admin, csv);
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).errors).toEqual([{ path: 'line 4: number', message: 'is the number of line 3 too: numbers identify rows', code: 'numberTwice', params: { line: 3 } }]);
    expect((await foodcardOf(target)).category).toEqual([]);
  });

  it('unknown columns and a missing type column are reported on line 1', async () => {
    const res = await upload(`/api/v1/foodcard/venue/${source}/import`, admin, 'name_de,prize\nX,1\n');
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).errors).toEqual([
      { path: 'line 1: prize', message: 'is not a column of the foodcard file', code: 'columnUnknown' },
      { path: 'line 1: type', message: 'is a required column', code: 'columnRequired' },
    ]);
  });

  it('an import needs a file', async () => {
    const noMultipart = await t.call(admin, 'POST', `/api/v1/foodcard/venue/${source}/import`, {});
    expect(noMultipart).toMatchObject({ status: 400, body: { code: 'FILE_MISSING', message: 'Choose a file to upload.' } });
    const empty = await upload(`/api/v1/foodcard/venue/${source}/import`, admin, '');
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).code).toBe('FILE_MISSING');
    for (const path of ['import/nutrition', 'import/articles-info']) {
      expect((await t.call(admin, 'POST', `/api/v1/foodcard/venue/${source}/${path}`, {})).body.code).toBe('FILE_MISSING');
    }
  });
});

describe('nutrition and articles-info imports', () => {
  const article = async (venue: string, number: string) =>
    (await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${venue}/all`)).body.data.find((a: any) => a.number === number);

  it('nutrition: updates the named values of articles matched by number, keeps the others', async () => {
    const res = await upload(`/api/v1/foodcard/venue/${source}/import/nutrition`, admin, 'number;nutrition.perPortion.energyKcal;nutrition.per100g.protein\nB1;600;12,5\nD1;140;\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ updated: 2 });
    expect((await article(source, 'B1')).nutrition).toEqual({ portionSize: '250 g', perPortion: { energyKcal: 600, fat: 25.5 }, per100g: { energyKj: 920, protein: 12.5 } });
    expect((await article(source, 'D1')).nutrition).toEqual({ perPortion: { energyKcal: 140 } });
  });

  it('articles-info: texts and declarations by number; an unknown number fails the whole file', async () => {
    const bad = await upload(`/api/v1/foodcard/venue/${source}/import/articles-info`, admin, 'number,description_en,allergens\nD1,Sweet,\nX9,Nope,\nB1,,wheat\n');
    expect(bad.statusCode).toBe(422);
    expect(JSON.parse(bad.body).errors).toEqual([
      { path: 'line 3: number', message: 'names no article of this venue', code: 'unknownNumber' },
      { path: 'line 4: allergens', message: expect.stringContaining('allowed values'), code: 'enum', params: { options: expect.stringContaining('gluten_wheat') } },
    ]);
    expect((await article(source, 'D1')).description).toBeUndefined();

    const ok = await upload(`/api/v1/foodcard/venue/${source}/import/articles-info`, admin, 'number,description_en,allergens,manufacturer\nB1,Juicy,gluten_wheat|eggs,Bäckerei Kunz\n');
    expect(JSON.parse(ok.body).data).toEqual({ updated: 1 });
    const b1 = await article(source, 'B1');
    expect(b1.description).toEqual({ de: 'Mit "Käse"; frisch\nund saftig', en: 'Juicy' });
    expect(b1.allergens).toEqual(['gluten_wheat', 'eggs']);
    expect(b1.manufacturer).toBe('Bäckerei Kunz');
    expect(b1.price).toBe(8.9);
  });
});

describe('access', () => {
  it('another brand\'s venue is not found, for export and every import', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other brand', slug: 'other_brand' })).body.data._id;
    const foreign = await newVenue('FOR01', other);
    const manager = await t.login('manager@example.com');
    expect((await exportFile(manager, foreign, 'csv')).statusCode).toBe(404);
    for (const path of ['import', 'import/nutrition', 'import/articles-info']) {
      const res = await upload(`/api/v1/foodcard/venue/${foreign}/${path}`, manager, 'type;name_de\ncategory;Fremd\n');
      expect(res.statusCode, path).toBe(404);
    }
    expect((await foodcardOf(foreign)).category).toEqual([]);
    // Within the brand the manager may (holds foodcard.import and foodcard.export).
    expect((await exportFile(manager, source, 'xlsx')).statusCode).toBe(200);
  });

  it('export needs foodcard.export and import foodcard.import', async () => {
    const operator = await t.login('operator@example.com');
    const bm01 = await t.venueId(operator, 'BM01');
    const exp = await exportFile(operator, bm01, 'csv');
    expect(exp.statusCode).toBe(403);
    expect(JSON.parse(exp.body).message).toContain('foodcard.export');
    const imp = await upload(`/api/v1/foodcard/venue/${bm01}/import`, operator, 'type;name_de\ncategory;X\n');
    expect(imp.statusCode).toBe(403);
    expect(JSON.parse(imp.body).message).toContain('foodcard.import');
    expect((await t.app.inject({ url: `/api/v1/foodcard/venue/${bm01}/export` })).statusCode).toBe(401);
  });
});
