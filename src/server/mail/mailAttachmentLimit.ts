/**
 * MAIL_ATTACHMENT_LIMIT_MB as bytes: the largest export attached to a mail (default 5 MB, which
 * every common relay accepts after base64 grows it by a third). A value that is not a positive
 * number stops the boot rather than silently mailing links for everything.
 */
export function mailAttachmentLimit(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 5 * 1024 * 1024;
  const mb = Number(text);
  if (!Number.isFinite(mb) || mb <= 0 || mb > 100) throw new Error(`MAIL_ATTACHMENT_LIMIT_MB must be a number of megabytes between 0 and 100, not ${text}`);
  return Math.round(mb * 1024 * 1024);
}
