import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Geometry } from 'geojson';
import { DELIVERY_AREA_LIMITS } from '../../../../../schemas/_fragments/deliveryArea';
import { AppError } from '../../../errors';
import { deliveryAreaErrors, type DeliveryArea } from './deliveryAreaErrors';

/** Bytes of one KML file: a drawn delivery area is a few KB, the venue's bound ~1 MB of JSON. */
export const KML_MAX_BYTES = 2 * 1024 * 1024;

/** 400 KML_INVALID, with the place in the file when the XML parser names one. */
function invalidKml(reason: string, line?: number, column?: number): AppError {
  const where = line ? `line ${line}${column ? `, column ${column}` : ''}: ` : '';
  return new AppError('KML_INVALID', { detail: `${where}${reason}` }, undefined, { reason, ...(line ? { line } : {}), ...(column ? { column } : {}) });
}

/** 1-based line of an offset in the text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function decode(bytes: Buffer): string {
  // A KMZ is a zip of a KML: say so instead of an XML error about its first byte.
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) throw invalidKml('this is a KMZ (zip) archive; unzip it and upload the doc.kml inside');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    throw invalidKml('the text is not UTF-8; save the file as UTF-8', lineAt(text, Math.max(0, text.indexOf('\uFFFD'))));
  }
}

/** The XML document, or 400 with the line the parser stopped at. */
function parseXml(text: string): Document {
  // KML has no DTD. Refusing any document type declaration rules out entity expansion ("billion
  // laughs") and external entities before the parser sees them (xmldom expands neither anyway).
  const doctype = text.search(/<!DOCTYPE/i);
  if (doctype >= 0) throw invalidKml('a DOCTYPE declaration is not allowed in KML (no DTD, no entities)', lineAt(text, doctype));
  let first: string | undefined;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        first ??= message;
        throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    return doc as unknown as Document;
  } catch (err) {
    const locator = (err as { locator?: { lineNumber?: number; columnNumber?: number } }).locator;
    const reason = (first ?? (err instanceof Error ? err.message : String(err))).replace(/\s*\n?@#\[line:.*$/s, '');
    throw invalidKml(reason, locator?.lineNumber, locator?.columnNumber);
  }
}

/** The polygons of one geometry, collections and multi-polygons opened. */
function polygonsOf(geometry: Geometry | null): number[][][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return [];
}

/** A ring as stored: [longitude, latitude] (altitudes dropped), closed if the file left it open. */
function toRing(ring: number[][]): number[][] {
  const out = ring.map(([lon, lat]) => [lon, lat]);
  const [first, last] = [out[0], out[out.length - 1]];
  // KML asks for closed rings but tools do not always write the last point: close it as Google Earth does.
  if (first && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]]);
  return out;
}

/**
 * The delivery areas of a KML file: every polygon of every placemark (a multi-geometry gives one
 * area per polygon), named after its placemark. A file that is not XML, or no KML, answers 400
 * KML_INVALID naming the line; one without polygons 400 KML_NO_POLYGON; areas past the venue's
 * bounds or with impossible coordinates 400 KML_INVALID naming the area.
 */
export function kmlToAreas(bytes: Buffer): DeliveryArea[] {
  if (bytes.length > KML_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { limit: `${KML_MAX_BYTES / (1024 * 1024)} MB` });
  const doc = parseXml(decode(bytes));
  const root = doc.documentElement;
  if (!root || root.localName !== 'kml') throw invalidKml(`the root element is <${root?.nodeName ?? ''}>, not <kml>`, 1);
  const areas: DeliveryArea[] = [];
  let unnamed = 0;
  for (const feature of kml(doc).features) {
    const name = typeof feature.properties?.name === 'string' ? feature.properties.name.trim().slice(0, 200) : '';
    for (const polygon of polygonsOf(feature.geometry)) {
      const coordinates = polygon.map(toRing).filter((ring) => ring.length > 0);
      if (!coordinates.length) continue;
      if (areas.length >= DELIVERY_AREA_LIMITS.areas) throw invalidKml(`the file holds more than ${DELIVERY_AREA_LIMITS.areas} polygons; a venue keeps at most ${DELIVERY_AREA_LIMITS.areas} delivery areas`);
      areas.push({ name: name || `Area ${++unnamed}`, coordinates });
    }
  }
  if (!areas.length) throw new AppError('KML_NO_POLYGON');
  const problem = deliveryAreaErrors(areas)[0];
  if (problem) {
    const index = /^areas\.(\d+)/.exec(problem.path);
    throw invalidKml(index ? `area "${areas[Number(index[1])].name}": ${problem.message}` : problem.message);
  }
  const outside = areas.find((a) => a.coordinates.some((ring) => ring.some(([lon]) => !(lon >= -180 && lon <= 180))));
  if (outside) throw invalidKml(`area "${outside.name}": a longitude must be between -180 and 180 degrees`);
  return areas;
}
