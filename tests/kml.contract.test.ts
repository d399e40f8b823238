import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_AREA_LIMITS } from '../schemas/_fragments/deliveryArea';
import { multipartBody } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';

const PARSE = '/api/v1/general/data/kml/parse';
const EXPORT = '/api/v1/general/data/kml/export';
const V = '/api/v1/general/venue';

let t: TestApp;
let admin: string;
let venue: string;
let otherManager: string;

const kmlOf = (placemarks: string) => `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;
const polygon = (name: string, coords: string, holes = '') =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs>${holes}</Polygon></Placemark>`;
const CENTRE = '13.38,52.50,0 13.42,52.50,0 13.42,52.53,0 13.38,52.53,0 13.38,52.50,0';

async function parse(token: string | null, content: string | Buffer) {
  const { payload, headers } = multipartBody([{ content: Buffer.from(content), contentType: 'application/vnd.google-earth.kml+xml', filename: 'areas.kml' }]);
  const res = await t.app.inject({ method: 'POST', url: PARSE, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function exportKml(token: string, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `${EXPORT}/${id}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Map brand', slug: 'map_brand' })).body.data._id;
  await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Map manager', slug: 'map_manager', permissions: ['venue.view', 'venue.update'] });
  await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Mara', email: 'mara@example.com', password: 'Secret123', role: 'map_manager', customerGroup: group });
  otherManager = await t.login('mara@example.com');
});
afterAll(() => t.close());

describe('POST general/data/kml/parse', () => {
  it('answers every polygon as a named area, altitudes dropped, holes kept, multi-geometries split', async () => {
    const hole = '<innerBoundaryIs><LinearRing><coordinates>13.39,52.51 13.40,52.51 13.40,52.52 13.39,52.51</coordinates></LinearRing></innerBoundaryIs>';
    const multi = `<Placemark><name>Islands</name><MultiGeometry>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>1,1 2,1 2,2 1,1</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>3,3 4,3 4,4 3,3</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <Point><coordinates>5,5</coordinates></Point></MultiGeometry></Placemark>`;
    const file = kmlOf(polygon('Mitte &amp; Tiergarten', CENTRE, hole) + multi + '<Placemark><name>Shop</name><Point><coordinates>13.4,52.5</coordinates></Point></Placemark>');
    const res = await parse(admin, file);
    expect(res.status).toBe(200);
    expect(res.body.data.areas).toEqual([
      {
        name: 'Mitte & Tiergarten',
        coordinates: [
          [[13.38, 52.5], [13.42, 52.5], [13.42, 52.53], [13.38, 52.53], [13.38, 52.5]],
          [[13.39, 52.51], [13.4, 52.51], [13.4, 52.52], [13.39, 52.51]],
        ],
      },
      { name: 'Islands', coordinates: [[[1, 1], [2, 1], [2, 2], [1, 1]]] },
      { name: 'Islands', coordinates: [[[3, 3], [4, 3], [4, 4], [3, 3]]] },
    ]);
  });

  it('closes an open ring and names an unnamed placemark', async () => {
    const res = await parse(admin, kmlOf('<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>1,1 2,1 2,2</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>'));
    expect(res.status).toBe(200);
    expect(res.body.data.areas).toEqual([{ name: 'Area 1', coordinates: [[[1, 1], [2, 1], [2, 2], [1, 1]]] }]);
  });

  it('answers bad XML with 400 naming the line and column', async () => {
    const res = await parse(admin, '<?xml version="1.0"?>\n<kml>\n<Document>\n<Placemark>\n</Document>\n</kml>');
    expect(res.status).toBe(400);
    // The parser places a tag mismatch at the element left open (line 4), which the message names.
    expect(res.body).toMatchObject({ code: 'KML_INVALID', line: 4 });
    expect(res.body.message).toMatch(/^The file is not a KML file that can be read: line 4, column \d+: .*Placemark/);
  });

  it('says so when the file is XML but not KML, holds no polygon, or is no text', async () => {
    const notKml = await parse(admin, '<?xml version="1.0"?>\n<gpx><trk/></gpx>');
    expect(notKml.status).toBe(400);
    expect(notKml.body).toMatchObject({ code: 'KML_INVALID', line: 1 });
    const points = await parse(admin, kmlOf('<Placemark><name>Shop</name><Point><coordinates>13.4,52.5</coordinates></Point></Placemark>'));
    expect(points.status).toBe(400);
    expect(points.body.code).toBe('KML_NO_POLYGON');
    const kmz = await parse(admin, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)]));
    expect(kmz.status).toBe(400);
    expect(kmz.body.message).toMatch(/KMZ/);
    const latin1 = await parse(admin, Buffer.from(kmlOf(polygon('Köln', CENTRE)), 'latin1'));
    expect(latin1.status).toBe(400);
    expect(latin1.body).toMatchObject({ code: 'KML_INVALID', line: 2 });
  });

  it('refuses impossible coordinates, naming the area', async () => {
    const res = await parse(admin, kmlOf(polygon('North of the pole', '1,95 2,95 2,96 1,95')));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/North of the pole.*latitude/);
    const lon = await parse(admin, kmlOf(polygon('Far east', '190,1 191,1 191,2 190,1')));
    expect(lon.status).toBe(400);
    expect(lon.body.message).toMatch(/Far east.*longitude/);
  });

  it('never expands entities: a billion laughs and an external entity are refused at their DOCTYPE', async () => {
    const laughs = ['<?xml version="1.0"?>', '<!DOCTYPE kml [', '<!ENTITY a "aaaaaaaaaa">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`),
      ']>', '<kml><Document><name>&j;</name></Document></kml>'].join('\n');
    const bomb = await parse(admin, laughs);
    expect(bomb.status).toBe(400);
    expect(bomb.body).toMatchObject({ code: 'KML_INVALID', line: 2 });
    expect(bomb.body.message).toMatch(/DOCTYPE/);
    const xxe = await parse(admin, `<?xml version="1.0"?>\n\n<!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<kml><Document>${polygon('&x;', CENTRE)}</Document></kml>`);
    expect(xxe.status).toBe(400);
    expect(xxe.body).toMatchObject({ code: 'KML_INVALID', line: 3 });
    expect(JSON.stringify(xxe.body)).not.toMatch(/root:/);
    // An entity reference without a declaration is an error of the file, not an expansion.
    const undeclared = await parse(admin, kmlOf(polygon('&x;', CENTRE)));
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.code).toBe('KML_INVALID');
  });

  it('refuses a huge file and one past the venue bounds', async () => {
    const big = await parse(admin, kmlOf(`<!-- ${'x'.repeat(2 * 1024 * 1024)} -->${polygon('Big', CENTRE)}`));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('2 MB') });
    const many = await parse(admin, kmlOf(Array.from({ length: DELIVERY_AREA_LIMITS.areas + 1 }, (_, i) => polygon(`A${i}`, CENTRE)).join('')));
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/more than 100 polygons/);
    const ring = Array.from({ length: DELIVERY_AREA_LIMITS.positions + 1 }, (_, i) => `${(i / 1e4).toFixed(4)},${((i % 7) / 10).toFixed(1)}`).join(' ');
    const dense = await parse(admin, kmlOf(polygon('Dense', `${ring} 0.0000,0.0`)));
    expect(dense.status).toBe(400);
    expect(dense.body.message).toMatch(/at most 20000 are allowed/);
  });

  it('needs a file, a session and the right to update venues', async () => {
    const { payload, headers } = multipartBody([], { other: 'x' });
    const none = await t.app.inject({ method: 'POST', url: PARSE, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(none.statusCode).toBe(400);
    expect((await parse(null, kmlOf(polygon('A', CENTRE)))).status).toBe(401);
    const operator = await t.login('operator@example.com');
    expect((await parse(operator, kmlOf(polygon('A', CENTRE)))).status).toBe(403);
  });
});

describe('venue areas and GET general/data/kml/export/{id}', () => {
  it('stores parsed areas on the venue and exports them so that parsing the export gives them back', async () => {
    const hole = '<innerBoundaryIs><LinearRing><coordinates>13.39,52.51 13.40,52.51 13.40,52.52 13.39,52.51</coordinates></LinearRing></innerBoundaryIs>';
    const areas = (await parse(admin, kmlOf(polygon('Mitte &lt;1&gt; "A"', CENTRE, hole) + polygon('Süd', '13.1234567890123,52.1 13.2,52.1 13.2,52.2 13.1234567890123,52.1')))).body.data.areas;
    const saved = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas });
    expect(saved.status).toBe(200);
    expect(saved.body.data.areas).toEqual(areas);
    const file = await exportKml(admin, venue);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="BM01-delivery-areas.kml"');
    const back = await parse(admin, file.body);
    expect(back.status).toBe(200);
    expect(back.body.data.areas).toEqual(areas);
  });

  it('checks the areas a venue write sends: closed rings, latitude, the bound of all points', async () => {
    const open = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas: [{ name: 'Open', coordinates: [[[1, 1], [2, 1], [2, 2], [3, 3]]] }] });
    expect(open.status).toBe(422);
    expect(open.body.errors).toEqual([expect.objectContaining({ path: 'areas.0.coordinates.0', code: 'ringNotClosed' })]);
    const lat = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas: [{ name: 'Pole', coordinates: [[[1, 1], [2, 91], [2, 2], [1, 1]]] }] });
    expect(lat.status).toBe(422);
    expect(lat.body.errors).toEqual([expect.objectContaining({ path: 'areas.0.coordinates.0.1', code: 'latitudeRange' })]);
    const lon = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas: [{ name: 'East', coordinates: [[[181, 1], [2, 1], [2, 2], [181, 1]]] }] });
    expect(lon.status).toBe(422);
    const extra = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas: [{ name: 'X', coordinates: [[[1, 1], [2, 1], [2, 2], [1, 1]]], colour: 'red' }] });
    expect(extra.status).toBe(422);
    const ring = [...Array.from({ length: 1999 }, (_, i) => [i / 1e4, 0]), [0, 0]];
    const many = await t.call(admin, 'PATCH', `${V}/${venue}`, { areas: Array.from({ length: 11 }, (_, i) => ({ name: `A${i}`, coordinates: [ring] })) });
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual([expect.objectContaining({ path: 'areas', code: 'areaPositions', params: { count: 22000, limit: 20000 } })]);
  });

  it('exports inside the caller\'s scope: another brand\'s venue is a 404, an unknown one too', async () => {
    expect((await exportKml(otherManager, venue)).status).toBe(404);
    expect((await exportKml(admin, '0123456789abcdef01234567')).status).toBe(404);
    expect((await exportKml(admin, 'not-an-id')).status).toBe(400);
  });

  it('exports for a reader of the venue who may not change it', async () => {
    const operator = await t.login('operator@example.com');
    const own = (await t.call(operator, 'GET', `${V}/list`)).body.data[0];
    const file = await exportKml(operator, own._id);
    expect(file.status).toBe(200);
    expect(file.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<kml xmlns="http:\/\/www.opengis.net\/kml\/2.2"><Document>/);
  });
});
