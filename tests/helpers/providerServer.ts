import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  /** the path without the query */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** the body parsed, when it was JSON */
  json: any;
}

/**
 * `json` is sent as JSON, `raw` as it is; `hang` never answers (a provider that times out);
 * `later` answers with its reply once it resolves (a provider that takes its time); `reset`
 * closes the connection without an answer (a kept-alive connection the provider dropped).
 */
export type ProviderReply = { status?: number; json?: unknown; raw?: string; hang?: boolean; reset?: boolean; later?: Promise<ProviderReply> };

export interface ProviderServer {
  /** base URL, http://127.0.0.1:<port> */
  url: string;
  /** every request received, in order */
  requests: ProviderRequest[];
  /** how the server answers; replace it per test */
  answer: (req: ProviderRequest) => ProviderReply;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (random port) standing in for an outside provider. */
export async function providerServer(answer: ProviderServer['answer'] = () => ({ status: 404, json: {} })): Promise<ProviderServer> {
  const state: ProviderServer = {
    url: '',
    requests: [],
    answer,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://local');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const request: ProviderRequest = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body, json };
      state.requests.push(request);
      void send(state.answer(request));
    });
    async function send(first: ProviderReply) {
      const reply = first.later ? await first.later : first;
      if (reply.hang) return;
      if (reply.reset) return void res.socket?.destroy();
      const payload = reply.raw ?? JSON.stringify(reply.json ?? null);
      res.writeHead(reply.status ?? 200, { 'content-type': reply.raw !== undefined ? 'text/html' : 'application/json' });
      res.end(payload);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}

/** A URL nothing listens on (a port that was free a moment ago): connections are refused. */
export async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
