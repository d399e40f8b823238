/**
 * The base URL of the admin as users reach it: links in mails (welcome, invitation, password
 * reset) and the URLs of stored files start with it.
 *
 * It comes from configuration only (PUBLIC_URL, else the address the server listens on), never
 * from the request: Host, Origin and X-Forwarded-* are chosen by the caller, so a link built from
 * them lets anyone who asks for a reset mail for a victim's address point the victim's token at
 * their own site (host header poisoning).
 */
export function publicUrl(value: string | undefined, port: string | undefined = process.env.PORT): string {
  // main.ts listens on 127.0.0.1:$PORT, so without PUBLIC_URL that is where the admin is.
  const raw = value?.trim() || `http://127.0.0.1:${port?.trim() || '3000'}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://admin.example.com, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL without query, fragment or credentials, got "${raw}"`);
  }
  // A path is kept (the admin may live under a prefix behind a proxy); links append "/reset/…".
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

