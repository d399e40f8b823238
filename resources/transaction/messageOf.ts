/** A failed call's sentence: the field errors the server worded, else the screen's own notice. */
export function messageOf(error: unknown, fallback: string): string {
  const e = error as { body?: { errors?: { message: string }[]; message?: string } };
  return e.body?.errors?.map((f) => f.message).join(', ') || fallback;
}
