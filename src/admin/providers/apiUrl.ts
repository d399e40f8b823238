/**
 * Full URL of an API path. The base is configurable (VITE_API_URL) because the admin must also
 * run against the platform's existing backend; `/api` is the bundled server.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = ((import.meta.env.VITE_API_URL as string | undefined) ?? '/api').replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
