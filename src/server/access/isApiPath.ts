/**
 * Whether a request URL names the API however it is spelled: percent-encoded, with repeated
 * slashes or in another case (`/%61pi/…`, `//api/…`, `/API/…`). Only for requests no route
 * matched: a matched route's own declaration decides its access, never its URL's text.
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Broken encoding: judged as written (the router refuses it before any handler anyway).
  }
  return /^\/+api(?:[/.]|$)/i.test(decoded.replace(/\\/g, '/'));
}
