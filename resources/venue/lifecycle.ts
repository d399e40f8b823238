import { fieldErrorMessage, type ServerFieldError, type TranslatableMessage } from '../../src/admin/providers/fieldErrorMessage';

/** The venue lifecycle screens of spec part 1 §2, each behind its own permission. */
export const LIFECYCLE = {
  verify: { path: 'verify', access: 'venue.verify' },
  publish: { path: 'publish', access: 'venue.publish' },
  panic: { path: 'panic', access: 'venue.panic' },
} as const;

export type LifecycleStep = keyof typeof LIFECYCLE;

/** The end of a panic must lie in the future (spec part 1 §4: "panic active until panicEndAt"). */
export function panicEndError(value: string, now: number): 'required' | 'invalid' | 'past' | null {
  if (!value) return 'required';
  const end = new Date(value).getTime();
  if (!Number.isFinite(end)) return 'invalid';
  return end <= now ? 'past' : null;
}

/**
 * What a refused verify or publish names as missing (spec part 1 §5: "Please set opening hours
 * first!"): the hours each step still needs, with the tab to set them on and the message as a
 * catalogue key by the server's code, so the user reads it in their language.
 */
export function missingHours(fieldErrors: readonly ServerFieldError[] | undefined): { path: string; text: TranslatableMessage }[] {
  return (fieldErrors ?? []).filter((f) => f.path === 'openingHours' || f.path === 'deliveryHours').map((f) => ({ path: f.path, text: fieldErrorMessage(f) }));
}
