import type {
  CreateParams, CreateResult, DataProvider, DeleteManyParams, DeleteManyResult, DeleteParams, DeleteResult, GetListParams,
  GetListResult, GetManyParams, GetManyReferenceParams, GetManyReferenceResult, GetManyResult, GetOneParams, GetOneResult,
  Identifier, RaRecord, UpdateManyParams, UpdateManyResult, UpdateParams, UpdateResult,
} from 'react-admin';
import { defaultBase, fillPath, parseCall, pathParams, type Operation, type ResolvedCall } from '../../core/apiSpec';
import type { Entity, Registry } from '../../core/registry';
import { changedFields } from './changedFields';
// Untyped apiFetch, not apiCall: every path here is built at run time from the entity's x-api
// declaration, the same one the server registers its routes from.
import { apiFetch, type BinaryFile } from './httpClient';
import { idsBodyKey } from './idsBody';
import { listQueryString, type ListQueryParams } from './listQueryString';
import { pageCursors, type PageInfo } from './pageCursors';
import { getSelectedVenue } from './sessionStore';
import { toApiBody } from './toApiBody';
import { toRaRecord, type ApiRecord } from './toRaRecord';
import { VenueRequiredError } from './VenueRequiredError';

export interface CallActionOptions {
  /** selected record ids: merged into a plain-object body as `ids` (or the body schema's one
   * array property, e.g. `items`), and the `{id}` of the path when there is exactly one */
  ids?: Identifier[];
  /** values of the call's `{param}`s (`venue` defaults to the selected venue, `id` to a single id);
   * for GET calls the other entries become query parameters */
  params?: Record<string, string | number | undefined>;
  /** request body; FormData and files are sent as they are */
  body?: unknown;
  signal?: AbortSignal;
}

export type AppDataProvider = DataProvider & {
  /** an entity's `x-actions` call: the JSON `data`, or `{ blob, filename }` for `returns: 'binary'` */
  callAction<T = unknown>(resource: string, action: string, options?: CallActionOptions): Promise<T>;
};

/** getMany asks for ids in slices so the query string stays well below URL limits. */
const GET_MANY_SLICE = 100;

interface ListBody {
  data: ApiRecord[];
  total?: number;
  totalIsEstimate?: boolean;
  pageInfo?: PageInfo;
}

interface OneBody {
  data: ApiRecord;
}

interface BulkBody {
  data?: { ids?: string[]; count?: number };
}

type Meta = { venue?: string; hard?: boolean } | undefined;

/**
 * react-admin DataProvider over the registry: resource name = entity id, every call from the
 * entity's resolved `x-api` (the same table the server registers its routes from), so the URL
 * the browser calls and the route the server serves cannot disagree.
 */
export function makeDataProvider(registry: Registry): AppDataProvider {
  const entityOf = (resource: string): Entity => {
    const entity = registry.get(resource);
    if (!entity) throw new Error(`Unknown resource "${resource}": resources are entity ids of schemas/*.ts (${[...registry.keys()].join(', ')}).`);
    return entity;
  };

  const callOf = (entity: Entity, op: Operation): ResolvedCall => {
    const call = entity.api[op];
    if (!call) throw new Error(`"${entity.id}" offers no ${op} call (its x-api sets ${op}: false).`);
    return call;
  };

  const venueFor = (entity: Entity, ...candidates: unknown[]): string => {
    for (const c of [...candidates, getSelectedVenue()]) if (typeof c === 'string' && c) return c;
    throw new VenueRequiredError(entity.id);
  };

  /** Fills `{venue}` and `{id}`; the venue only when the path has one, so no venue is demanded needlessly. */
  const pathOf = (entity: Entity, call: ResolvedCall, values: { id?: Identifier; venue?: () => string }): string => {
    const names = pathParams(call.path);
    return fillPath(call.path, {
      ...(names.includes('venue') && values.venue ? { venue: values.venue() } : {}),
      ...(values.id !== undefined ? { id: String(values.id) } : {}),
    });
  };

  const hasVenueParam = (call: ResolvedCall) => pathParams(call.path).includes('venue');

  /**
   * Entities shown per venue (x-ui.needsVenue) whose routes are generic, such as company: the
   * selected venue narrows the list and is the venue of a new record.
   */
  const venueByFilter = (entity: Entity, call: ResolvedCall) =>
    entity.def['x-ui']?.needsVenue === true && 'venue' in entity.def.properties && !hasVenueParam(call);

  const cursors = pageCursors();

  /** `paged`: the list screen's own calls, which go on from the page shown last by its cursors (pageCursors). */
  const list = async (entity: Entity, params: ListQueryParams & { meta?: Meta; signal?: AbortSignal }, paged = false): Promise<ListBody> => {
    const call = callOf(entity, 'list');
    const venue = () => venueFor(entity, params.meta?.venue);
    const filter = { ...params.filter };
    if (venueByFilter(entity, call) && filter.venue === undefined) filter.venue = venue();
    const page = params.pagination?.page ?? 1;
    const url = `${pathOf(entity, call, { venue })}?${listQueryString({ ...params, filter, pagination: params.pagination && { ...params.pagination, page: 0 } })}`;
    const query = listQueryString({ ...params, filter });
    const cursor = paged ? cursors.cursorFor(url, page) : undefined;
    const fetchPage = (extra?: [string, string]) => {
      const search = [query, extra && `${extra[0]}=${encodeURIComponent(extra[1])}`].filter(Boolean).join('&');
      return apiFetch<ListBody>(`${pathOf(entity, call, { venue })}${search ? `?${search}` : ''}`, {
        method: call.method,
        signal: params.signal,
      });
    };
    // A cursor the server no longer accepts (a new signing secret) falls back to the page number.
    const body = cursor ? await fetchPage(cursor).catch((error: { status?: number }) => (error?.status === 400 ? fetchPage() : Promise.reject(error))) : await fetchPage();
    if (paged) cursors.remember(url, page, body?.pageInfo);
    return { data: body?.data ?? [], total: body?.total, totalIsEstimate: body?.totalIsEstimate, pageInfo: body?.pageInfo };
  };

  /**
   * A venue's records named where no venue is selected (the audit log's before and after, an admin
   * screen): their list call needs a venue, their show call does not.
   */
  const withoutVenue = (entity: Entity, meta: Meta | undefined): boolean => {
    const listCall = entity.api.list;
    const show = entity.api.show;
    if (!listCall || !show || hasVenueParam(show) || meta?.venue || getSelectedVenue()) return false;
    return hasVenueParam(listCall) || venueByFilter(entity, listCall);
  };

  /** One show call per id; a record deleted since, or out of the caller's sight, is left out, as getMany leaves it. */
  const showEach = (entity: Entity, ids: readonly string[], signal?: AbortSignal): Promise<ApiRecord[]> =>
    Promise.all(ids.map((id) =>
      apiFetch<OneBody>(pathOf(entity, callOf(entity, 'show'), { id }), { method: callOf(entity, 'show').method, signal }).then(
        (body) => body.data,
        (error: { status?: number }) => {
          if (error?.status === 404 || error?.status === 403) return null;
          throw error;
        },
      ))).then((records) => records.filter((r): r is ApiRecord => r !== null));

  const provider: AppDataProvider = {
    supportAbortSignal: true,

    async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const entity = entityOf(resource);
      const body = await list(entity, params, true);
      // An estimated total (a search's "about N") reaches the list's pagination as the answer's meta.
      return { data: body.data.map((r) => toRaRecord<R>(r)), total: body.total ?? body.data.length, ...(body.pageInfo ? { pageInfo: body.pageInfo } : {}), ...(body.totalIsEstimate ? { meta: { totalIsEstimate: true } } : {}) };
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'show');
      const body = await apiFetch<OneBody>(pathOf(entity, call, { id: params.id, venue: () => venueFor(entity, params.meta?.venue) }), {
        method: call.method,
        signal: params.signal,
      });
      return { data: toRaRecord<R>(body.data) };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      const entity = entityOf(resource);
      const ids = [...new Set(params.ids.map(String))];
      // An entity read only one by one (no list call, such as provision) is read by its show call too:
      // the audit log names such records by reference.
      const oneByOne = !entity.api.list && !!entity.api.show;
      if (oneByOne || withoutVenue(entity, params.meta)) return { data: (await showEach(entity, ids, params.signal)).map((r) => toRaRecord<R>(r)) };
      const data: R[] = [];
      for (let i = 0; i < ids.length; i += GET_MANY_SLICE) {
        const slice = ids.slice(i, i + GET_MANY_SLICE);
        const body = await list(entity, {
          pagination: { page: 1, perPage: slice.length },
          filter: { _id: slice },
          meta: params.meta,
          signal: params.signal,
        });
        data.push(...body.data.map((r) => toRaRecord<R>(r)));
      }
      return { data };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult<R>> {
      const entity = entityOf(resource);
      const body = await list(entity, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      return { data: body.data.map((r) => toRaRecord<R>(r)), total: body.total ?? body.data.length };
    },

    async create<R extends Omit<RaRecord, 'id'>, Res extends RaRecord = R & { id: Identifier }>(resource: string, params: CreateParams): Promise<CreateResult<Res>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'create');
      const venue = () => venueFor(entity, params.meta?.venue);
      const data = { ...(params.data as Record<string, unknown>) };
      if (venueByFilter(entity, call) && (data.venue === undefined || data.venue === null)) data.venue = venue();
      const body = await apiFetch<OneBody>(pathOf(entity, call, { venue }), {
        method: call.method,
        body: toApiBody(entity, data, { mode: 'create', venueInPath: hasVenueParam(call) }),
      });
      return { data: toRaRecord<Res>(body.data) };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'update');
      const previous = params.previousData as Record<string, unknown> | undefined;
      const data = params.data as Record<string, unknown>;
      const body = toApiBody(entity, previous ? changedFields(data, previous) : data, { mode: 'update', venueInPath: hasVenueParam(call) });
      // Nothing changed: no request, no empty audit entry.
      if (previous && Object.keys(body).length === 0) return { data: params.previousData };
      const result = await apiFetch<OneBody>(pathOf(entity, call, { id: params.id, venue: () => venueFor(entity, params.meta?.venue, previous?.venue) }), {
        method: call.method,
        body,
      });
      return { data: toRaRecord<R>(result.data) };
    },

    async updateMany<R extends RaRecord>(resource: string, params: UpdateManyParams): Promise<UpdateManyResult<R>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'bulkUpdate');
      const result = await apiFetch<BulkBody>(pathOf(entity, call, { venue: () => venueFor(entity, params.meta?.venue) }), {
        method: call.method,
        body: { ids: params.ids.map(String), data: toApiBody(entity, params.data as Record<string, unknown>, { mode: 'update', venueInPath: hasVenueParam(call) }) },
      });
      return { data: result?.data?.ids ?? params.ids };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'delete');
      const previous = params.previousData as Record<string, unknown> | undefined;
      const result = await apiFetch<Partial<OneBody> | undefined>(pathOf(entity, call, { id: params.id, venue: () => venueFor(entity, params.meta?.venue, previous?.venue) }), {
        method: call.method,
      });
      return { data: result?.data ? toRaRecord<R>(result.data) : (params.previousData ?? ({ id: params.id } as R)) };
    },

    async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
      const entity = entityOf(resource);
      const call = callOf(entity, 'bulkDelete');
      const meta = params.meta as Meta;
      const result = await apiFetch<BulkBody>(pathOf(entity, call, { venue: () => venueFor(entity, meta?.venue) }), {
        method: call.method,
        body: { ids: params.ids.map(String), ...(meta?.hard ? { hard: true } : {}) },
      });
      return { data: result?.data?.ids ?? params.ids };
    },

    async callAction<T = unknown>(resource: string, action: string, options: CallActionOptions = {}): Promise<T> {
      const entity = entityOf(resource);
      const spec = entity.def['x-actions']?.[action];
      if (!spec) {
        const known = Object.keys(entity.def['x-actions'] ?? {});
        throw new Error(`"${resource}" has no action "${action}" (x-actions: ${known.join(', ') || 'none'}).`);
      }
      const call = parseCall(entity.def['x-api']?.base ?? defaultBase(entity.id), spec.call);
      const { ids, params = {}, body, signal } = options;
      const names = pathParams(call.path);
      const values: Record<string, string | number | undefined> = { ...params };
      if (names.includes('venue')) values.venue = venueFor(entity, params.venue);
      if (names.includes('id') && values.id === undefined && ids?.length === 1) values.id = String(ids[0]);
      let path = fillPath(call.path, values);
      const idList = ids?.map(String);
      let payload: unknown = body;
      if (call.method === 'GET') {
        // GET has no body: other params and the ids travel in the query (ids as `ids[]=`).
        const query = Object.entries(params)
          .filter(([k, v]) => !names.includes(k) && v !== undefined && v !== '')
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
        for (const id of idList ?? []) query.push(`ids[]=${encodeURIComponent(id)}`);
        if (query.length) path += `?${query.join('&')}`;
        payload = undefined;
      } else if (idList) {
        const key = idsBodyKey(spec);
        const isPlainBody = typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;
        if (key && (body === undefined || isPlainBody)) payload = { [key]: idList, ...(body as object | undefined) };
      }
      if (spec.returns === 'binary') {
        // Untyped on purpose: every path here comes from the registry (x-api, x-actions) at run time.
        const file: BinaryFile = await apiFetch(path, { method: call.method, body: payload, signal, responseType: 'binary' });
        return file as T;
      }
      const result = await apiFetch<{ data?: unknown } | undefined>(path, { method: call.method, body: payload, signal });
      return (result && typeof result === 'object' && 'data' in result ? result.data : result) as T;
    },
  };
  return provider;
}
