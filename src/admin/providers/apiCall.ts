import type { paths } from '../../../openapi/types';
import { callUrl, type Filters } from './callUrl';
import { apiFetch, type ApiFetchInit, type BinaryFile } from './httpClient';

/**
 * Hand-written API calls typed against the generated OpenAPI types (openapi/types.ts, `npm run
 * gen`): the path is a literal template of a served route, the method one it serves, the body and
 * answer the route's schemas. A server path or body change breaks the admin's build, not a screen.
 * Calls whose path the registry builds at run time (the data provider, x-ui upload and unique
 * calls) keep using apiFetch.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A served path as the admin writes it: without the `/api/` prefix, `{param}` placeholders kept. */
export type ApiPath = keyof paths extends infer K ? (K extends `/api/${infer R}` ? R : never) : never;
type PathItem<P extends ApiPath> = paths[`/api/${P}`];
/** The methods path `P` serves. */
export type MethodOf<P extends ApiPath> = { [M in Method]: PathItem<P>[M] extends object ? M : never }[Method];
type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<PathItem<P>[M]>;

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type ParamsPart<P extends string> = [ParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<P>, string> };

type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : undefined;
type QueryPart<O> = [Query<O>] extends [undefined] ? { query?: undefined }
  : {} extends NonNullable<Query<O>> ? { query?: Query<O> } : { query: Query<O> };

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<O> = O extends { requestBody?: { content: { 'multipart/form-data': unknown } } } ? FormData : never;
type BodyPart<O> = [JsonBody<O> | FormBody<O>] extends [never] ? { body?: undefined }
  : O extends { requestBody: object } ? { body: JsonBody<O> | FormBody<O> } : { body?: JsonBody<O> | FormBody<O> };

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The parsed answer of a successful call (any 2xx the route declares). */
export type AnswerOf<O> = O extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Json<R[S]> : never }[keyof R] : unknown;

type Common = Pick<ApiFetchInit, 'signal' | 'auth' | 'headers' | 'replacesToken' | 'endsSession'> & {
  /** list filters in the generic list convention, sent as `key[]=value` (spec decision 4) */
  filters?: Filters;
};
export type CallInit<P extends ApiPath, M extends MethodOf<P>> = ParamsPart<P> & QueryPart<Operation<P, M>> & BodyPart<Operation<P, M>> & Common;
/** The init argument, optional when nothing in it is required. */
type InitArg<I> = {} extends I ? [init?: I] : [init: I];

/** One typed call: `apiCall('v1/general/venue/{id}/gps', 'post', { params: { id } })`. */
export function apiCall<P extends ApiPath, M extends MethodOf<P>>(path: P, method: M, ...[init]: InitArg<CallInit<P, M>>): Promise<AnswerOf<Operation<P, M>>> {
  const { params, query, filters, body, ...rest } = (init ?? {}) as CallInit<P, M> & { params?: Record<string, string>; query?: object; body?: unknown };
  return apiFetch<AnswerOf<Operation<P, M>>>(callUrl(path, { params, query, filters }), { ...rest, method: method.toUpperCase(), body });
}

/** A typed call whose answer is a file (exports, job results, PDFs). */
export function apiFile<P extends ApiPath, M extends MethodOf<P>>(path: P, method: M, ...[init]: InitArg<CallInit<P, M>>): Promise<BinaryFile> {
  const { params, query, filters, body, ...rest } = (init ?? {}) as CallInit<P, M> & { params?: Record<string, string>; query?: object; body?: unknown };
  return apiFetch(callUrl(path, { params, query, filters }), { ...rest, method: method.toUpperCase(), body, responseType: 'binary' });
}
