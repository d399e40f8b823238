import type { Row } from './rowToRecord';

/**
 * The wire text of a stored row, written around its document's own JSON text instead of parsing
 * the document and serialising it again (on SQLite the text is what the database holds; a list
 * page spent most of its own time on that round trip). Only for entities whose answered record
 * is the stored document as it is: no write-only field to take out and no read hook adding
 * computed ones (ItemsService.listText decides). A schema default is filled when a record is
 * written (makeAjv useDefaults), so a stored document already carries it.
 */
export function recordText(row: Row): string {
  const doc = typeof row.doc === 'string' ? row.doc : JSON.stringify(row.doc);
  // The document's members without its braces; an empty document adds none.
  const members = doc.slice(doc.indexOf('{') + 1, doc.lastIndexOf('}')).trim();
  return `{"_id":${JSON.stringify(row._id)},${members ? `${members},` : ''}"createdAt":${JSON.stringify(row.created_at)},"updatedAt":${JSON.stringify(row.updated_at)},"deletedAt":${JSON.stringify(row.deleted_at)}}`;
}
