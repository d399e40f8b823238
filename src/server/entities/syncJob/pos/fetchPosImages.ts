import { AppError } from '../../../errors';
import { sniffType } from '../../../files/sniffType';
import { storeFile } from '../../../files/storeFile';
import type { Services } from '../../../services';
import type { PosMenu } from './PosMenu';

/** Images larger than this are refused (a menu photo is far smaller). */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A GET that failed before any answer (not a timeout) is tried once more: a kept-alive connection
 * the provider closed just as it was reused fails that way, and a second connection is fine.
 */
async function get(url: string, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (err) {
    if ((err as Error).name !== 'TypeError') throw err;
    return fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  }
}

const reasonOf = (err: unknown) => {
  const cause = (err as { cause?: { message?: string } }).cause;
  return `${(err as Error).message}${cause?.message ? ` (${cause.message})` : ''}`;
};

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw new Error('not an http(s) URL');
  const res = await get(url, timeoutMs);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('larger than 5 MB');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error('larger than 5 MB');
  return bytes;
}

/**
 * The images_only mode's pictures: each article image the provider names is downloaded, checked
 * by its content (an image, as any upload) and stored, before the write's transaction starts.
 * Answers the stored file per article number; an image that cannot be read fails the import.
 */
export async function fetchPosImages(services: Services, venue: string, menu: PosMenu, provider: string, timeoutMs = 30_000): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const a of menu.articles) {
    if (!a.imageUrl) continue;
    let bytes: Buffer;
    try {
      bytes = await download(a.imageUrl, timeoutMs);
    } catch (err) {
      throw new AppError('POS_PROVIDER_FAILED', { provider, reason: `the image of article ${a.number} could not be read: ${reasonOf(err)}` });
    }
    const type = await sniffType(bytes);
    if (!type?.startsWith('image/')) throw new AppError('POS_PROVIDER_FAILED', { provider, reason: `the image of article ${a.number} is not an image` });
    out.set(a.number, (await storeFile(services.db, { venue, kind: 'article.image', contentType: type, bytes }))._id);
  }
  return out;
}
