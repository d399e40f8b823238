import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftedZip } from './helpers/craftedZip';
import { multipartBody } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Files that are small on the wire but grow without bound when read: every import route refuses
 * them with 422 IMPORT_TOO_LARGE while reading, and the server keeps answering other clients
 * meanwhile (the read runs in a worker, not in the thread that serves requests).
 */
let t: TestApp;
let admin: string;
let manager: string;
let bm01: string;

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rels = (sheets: number) => Buffer.from(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${Array.from({ length: sheets }, (_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`);
const book = (sheets: number) => Buffer.from(`<?xml version="1.0"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${Array.from({ length: sheets }, (_, i) => `<sheet name="S${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`);
const column = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(64 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26)));
/** Sheet XML of `rows` rows of `cols` cells, each cell's XML made by `cell`. */
const sheetXml = (rows: number, cols: number, cell: (ref: string) => string) => {
  const parts = [`<?xml version="1.0"?><worksheet ${NS}><sheetData>`];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}">${Array.from({ length: cols }, (_, c) => cell(`${column(c)}${r}`)).join('')}</row>`);
  parts.push('</sheetData></worksheet>');
  return Buffer.from(parts.join(''));
};
const workbook = (sheets: Buffer[], strings?: Buffer) => craftedZip([
  { name: 'xl/_rels/workbook.xml.rels', data: rels(sheets.length) },
  { name: 'xl/workbook.xml', data: book(sheets.length) },
  ...(strings ? [{ name: 'xl/sharedStrings.xml', data: strings }] : []),
  ...sheets.map((data, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data })),
]);

/** 4 MiB of text that packs to some ten KB (a 16 KB block of letters, repeated). */
function hugeText(): string {
  let seed = 7;
  const block = Array.from({ length: 16 * 1024 }, () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26))).join('');
  return block.repeat(256);
}
const sharedStrings = (text: string) => Buffer.from(`<?xml version="1.0"?><sst ${NS} count="60000" uniqueCount="1"><si><t>${text}</t></si></sst>`);
const reference = (ref: string) => `<c r="${ref}" t="s"><v>0</v></c>`;

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * One 4 MiB shared string named by 60,000 cells: about 4 MiB unpacked, 240 GB as cell text.
 * Below a customer import's header, 30,000 rows of a name and an e-mail address naming it.
 */
function amplification(): Buffer {
  const header = `<row r="1">${inline('A1', 'name')}${inline('B1', 'email')}</row>`;
  const rows = Array.from({ length: 30_000 }, (_, i) => `<row r="${i + 2}">${reference(`A${i + 2}`)}${reference(`B${i + 2}`)}</row>`).join('');
  return workbook([Buffer.from(`<?xml version="1.0"?><worksheet ${NS}><sheetData>${header}${rows}</sheetData></worksheet>`)], sharedStrings(hugeText()));
}

function upload(token: string, url: string, content: Buffer) {
  const { payload, headers } = multipartBody([{ content, filename: 'import.xlsx' }]);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

/**
 * The upload's answer, and whether another client's calls (the health check and a list of
 * another user) were answered before it: they are started once the upload is on its way.
 */
async function uploadWhileOthersAsk(token: string, url: string, file: Buffer) {
  let uploadDone = false;
  const pending = upload(token, url, file).then((res) => {
    uploadDone = true;
    return res;
  });
  const health = await t.app.inject({ url: '/api/health' });
  const healthBeforeUpload = !uploadDone;
  const list = await t.call(admin, 'GET', '/api/v1/general/venue/list?limit=5');
  const res = await pending;
  return { res, body: JSON.parse(res.body), healthBeforeUpload, healthStatus: health.statusCode, listStatus: list.status };
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  bm01 = await t.venueId(manager, 'BM01');
});
afterAll(() => t.close());

const TOO_MUCH_TEXT = {
  statusCode: 422, error: 'Unprocessable Entity', code: 'IMPORT_TOO_LARGE', limit: 50_000_000, unit: 'characters',
  message: 'The file is over the import limit of 50000000 characters of cell text. Split it into smaller files and import them one after the other.',
};

describe('import bounds: a small file that grows when read is refused, and others are served meanwhile', () => {
  it('one 4 MiB shared string named by 60,000 cells: every import route answers 422 IMPORT_TOO_LARGE (characters)', { timeout: 180_000 }, async () => {
    const file = amplification();
    expect(file.length).toBeLessThan(300 * 1024);
    const routes = [
      `/api/v1/customer/venue/${bm01}/import?dryRun=true`,
      `/api/v1/customer/venue/${bm01}/import`,
      `/api/v1/seasonpass/venue/${bm01}/upload?dryRun=true`,
      `/api/v1/foodcard/venue/${bm01}/import?dryRun=true`,
      `/api/v1/foodcard/venue/${bm01}/import/nutrition`,
      `/api/v1/foodcard/venue/${bm01}/import/articles-info?dryRun=true`,
    ];
    for (const url of routes) {
      const answer = await uploadWhileOthersAsk(manager, url, file);
      expect(answer.body, url).toEqual(TOO_MUCH_TEXT);
      expect(answer.healthStatus, url).toBe(200);
      expect(answer.healthBeforeUpload, url).toBe(true);
      expect(answer.listStatus, url).toBe(200);
    }
    // Nothing was written, and the manager's next import is not held up by the refused ones.
    const fine = await upload(manager, `/api/v1/customer/venue/${bm01}/import?dryRun=true`, Buffer.from('name;email\nKlara;klara.bounds@example.com\n'));
    expect(fine.statusCode).toBe(200);
    expect(JSON.parse(fine.body).data).toMatchObject({ created: 1, updated: 0 });
  });

  it('inline strings: 60 MB of cell text in a file of a few hundred KB is refused the same way', async () => {
    const text = 'x'.repeat(1000);
    const file = workbook([sheetXml(1000, 60, (ref) => inline(ref, text))]);
    expect(file.length).toBeLessThan(1024 * 1024);
    const answer = await uploadWhileOthersAsk(manager, `/api/v1/customer/venue/${bm01}/import?dryRun=true`, file);
    expect(answer.body).toEqual(TOO_MUCH_TEXT);
    expect([answer.healthStatus, answer.listStatus, answer.healthBeforeUpload]).toEqual([200, 200, true]);
  });

  it('many rows each naming the huge string are refused at its text, long before the row limit', async () => {
    const file = workbook([sheetXml(60_000, 1, reference)], sharedStrings(hugeText()));
    const answer = await uploadWhileOthersAsk(manager, `/api/v1/seasonpass/venue/${bm01}/upload?dryRun=true`, file);
    expect(answer.body).toEqual(TOO_MUCH_TEXT);
    expect([answer.healthStatus, answer.listStatus, answer.healthBeforeUpload]).toEqual([200, 200, true]);
  });

  it('a workbook of many sheets is refused before any is read (422 IMPORT_TOO_LARGE, sheets)', async () => {
    const sheet = sheetXml(100, 60, reference);
    const file = workbook(Array.from({ length: 51 }, () => sheet), sharedStrings(hugeText()));
    const answer = await uploadWhileOthersAsk(manager, `/api/v1/foodcard/venue/${bm01}/import?dryRun=true`, file);
    expect(answer.body).toMatchObject({ statusCode: 422, code: 'IMPORT_TOO_LARGE', limit: 50, unit: 'sheets', message: 'The file is over the import limit of 50 worksheets. Split it into smaller files and import them one after the other.' });
    expect([answer.healthStatus, answer.listStatus]).toEqual([200, 200]);
  });

  it('a shared-strings table over its own limit is refused before it is read (422 IMPORT_TOO_LARGE, sharedStringMegabytes)', async () => {
    const big = hugeText().repeat(13); // 52 MiB, within the 100 MB unpacked limit
    const file = workbook([sheetXml(1, 1, reference)], sharedStrings(big));
    const answer = await uploadWhileOthersAsk(manager, `/api/v1/customer/venue/${bm01}/import?dryRun=true`, file);
    expect(answer.body).toMatchObject({ statusCode: 422, code: 'IMPORT_TOO_LARGE', limit: 50, unit: 'sharedStringMegabytes' });
  });
});
