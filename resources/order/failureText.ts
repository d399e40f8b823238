import type { TranslateFunction } from 'react-admin';
import { fieldErrorMessage } from '../../src/admin/providers/fieldErrorMessage';

/** "<failure notice>: <the server's first field error, translated>" (or the notice alone). */
export function failureText(translate: TranslateFunction, notice: string, error: unknown): string {
  const first = (error as { body?: { errors?: { message: string; code?: string; params?: Record<string, unknown> }[] } })?.body?.errors?.[0];
  if (!first) return translate(notice);
  const msg = fieldErrorMessage(first as never);
  return `${translate(notice)} ${translate(msg.message, { ...msg.args, _: first.message })}`;
}
