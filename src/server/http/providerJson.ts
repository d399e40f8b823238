import { AppError, type ErrorCode } from '../errors';

export interface ProviderCall {
  /** what any failure of the call becomes (GEOCODER_FAILED, TRANSLATOR_FAILED, ...) */
  failure: ErrorCode;
  timeoutMs: number;
  /** further values the failure's message names (the loyalty provider's type) */
  params?: Record<string, string>;
}

/** The provider's own words on a refusal (DeepL `message`, LibreTranslate `error`), kept short. */
function refusalDetail(text: string): string {
  let said: unknown = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    said = body?.message ?? body?.error ?? body?.detail ?? '';
  } catch {
    /* a plain-text or HTML error page */
  }
  const line = typeof said === 'string' ? said.replace(/\s+/g, ' ').trim() : '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * One request to an outside provider, its JSON answer parsed. Whatever goes wrong on the way (no
 * connection, no answer in time, a non-2xx status, an answer that is not JSON) becomes `failure`
 * with the reason: the provider is at fault, not the request, so it is a 502 and never a 500.
 */
export async function providerJson(url: string, init: RequestInit, call: ProviderCall): Promise<unknown> {
  let status: number;
  let text: string;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(call.timeoutMs) });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const e = err as Error & { cause?: { code?: unknown } };
    const reason = e.name === 'TimeoutError'
      ? `no answer within ${call.timeoutMs / 1000} s`
      : `not reachable${typeof e.cause?.code === 'string' ? `: ${e.cause.code}` : ''}`;
    throw new AppError(call.failure, { ...call.params, reason });
  }
  if (status < 200 || status > 299) {
    const detail = refusalDetail(text);
    // The status travels with the failure: a 4xx is the provider's answer (a refusal), a 5xx is not.
    throw new AppError(call.failure, { ...call.params, reason: `HTTP ${status}${detail ? `: ${detail}` : ''}` }, undefined, { providerStatus: status });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(call.failure, { ...call.params, reason: 'the answer is not JSON' });
  }
}

/** The failure for an answer that parsed but does not have the provider's documented shape. */
export function unexpectedAnswer(failure: ErrorCode, params?: Record<string, string>): AppError {
  return new AppError(failure, { ...params, reason: 'an answer of unexpected shape' });
}
