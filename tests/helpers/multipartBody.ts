import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename?: string;
  /** what the client claims; the server must not believe it */
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data request body with the given file parts (and plain fields), for inject. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename ?? 'upload.bin'}"\r\n`
      + `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
