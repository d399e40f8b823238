import helmet, { type FastifyHelmetOptions, type FastifyHelmetRouteOptions } from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import type { Config } from './services';

type Directives = Record<string, string[]>;

/** The origin of an absolute URL, or nothing for a relative one (the admin's default '/api'). */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Sources plus extra origins, without duplicates. */
const plus = (sources: string[], ...origins: (string | undefined)[]) => [...new Set([...sources, ...origins.filter((o): o is string => !!o)])];

/**
 * The Content-Security-Policy of the admin page, the API reference and every API answer.
 *
 * - script-src 'self': the built index.html has only `<script type="module" src>` (Vite puts no
 *   inline script in it), the bundles use no eval, and the API reference (Swagger UI at /api/docs) loads its scripts as files.
 * - style-src 'unsafe-inline': MUI styles through emotion, which adds `<style>` elements at run
 *   time. A nonce would need emotion's cache to learn it from a per-request index.html (which is a
 *   static, cached file today); injected CSS cannot run script under this policy, so allowing
 *   inline style is the usual trade-off for MUI. Script stays strict, which is what counts.
 * - img-src data:: the favicon and the MFA QR code are data: URLs. No blob: image is shown
 *   (downloads use a blob: link, which is a navigation, not an image load).
 * - frame-src: the public legal page frames the venue's PDF, whose URL is absolute below
 *   PUBLIC_URL, which may name the server differently than the browser did (127.0.0.1 or
 *   localhost), so that origin is allowed besides 'self'.
 * - an admin built with VITE_API_URL pointing at another backend reads data and shows files from
 *   there, so its origin joins connect-src, img-src and frame-src.
 * - an admin built with VITE_MAP_TILES_URL shows map tiles from that host (the delivery areas' map).
 * - frame-ancestors 'none' (and X-Frame-Options: DENY for old browsers): nobody frames the admin.
 * - no upgrade-insecure-requests: the server itself speaks plain HTTP on 127.0.0.1 (TLS is a
 *   proxy's job), and on an HTTPS page every URL is already same-origin HTTPS.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>, apiUrl = process.env.VITE_API_URL, tilesUrl = process.env.VITE_MAP_TILES_URL): Directives {
  const api = originOf(apiUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': plus(["'self'", 'data:'], api, originOf(tilesUrl)),
    'font-src': ["'self'"],
    'connect-src': plus(["'self'"], api),
    'frame-src': plus(["'self'"], originOf(config.publicUrl), api),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (admin, API, static assets, the SPA fallback) through
 * @fastify/helmet. Besides the CSP: X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer
 * (reset and invitation URLs carry their token in the path; nothing here relies on Referer), and
 * helmet's other defaults (Cross-Origin-Opener-Policy and -Resource-Policy same-origin,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control off, no X-Powered-By).
 *
 * HSTS only when PUBLIC_URL is https: the server listens on plain HTTP and browsers ignore HSTS
 * received over HTTP, so on the default http://127.0.0.1 it would only be noise; behind a TLS
 * proxy (PUBLIC_URL https://…) it keeps browsers on HTTPS. No includeSubDomains: other hosts
 * under the admin's name are not this server's to decide.
 *
 * Routes with their own needs set a route-level `helmet` option (see filesHelmet).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  };
  // @fastify/helmet makes a new helmet() on every request, parsing the whole policy again, which
  // cost about a sixth of a list request's time. The values do not change between requests, so
  // helmet works them out once here and every route without options of its own gets them as they
  // are; @fastify/helmet (not global) serves the routes with their own options (files) and
  // `reply.helmet()`.
  await app.register(helmet, { ...options, global: false } as FastifyHelmetOptions);
  const headers = fixedHeaders(options);
  app.addHook('onRequest', (req, reply, done) => {
    // @fastify/helmet keeps a route's own options in its config.
    if ((req.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined) reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for `options`, worked out once: none of ours depends on the request. */
export function fixedHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  helmetHeaders(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Uploaded files (GET v1/files/{id}) answer with their own CSP (set by the route, stricter: no
 * script at all, SVG and HTML sandboxed), and differ from the admin in two ways:
 * - they may be framed: the legal page frames the PDF, and ordering sites on other origins show
 *   the documents too. A file has nothing to click that changes anything (HTML and SVG run
 *   sandboxed: no script, no forms), so framing it is no clickjacking risk.
 * - Cross-Origin-Resource-Policy cross-origin: images and documents appear on public pages of
 *   other origins (the ordering app), which same-origin would block.
 */
export const filesHelmet: FastifyHelmetRouteOptions['helmet'] = {
  contentSecurityPolicy: false,
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};
