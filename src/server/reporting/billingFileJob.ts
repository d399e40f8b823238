import type { ValidateFunction } from 'ajv';
import { checkAccess, type AccessRule } from '../../core/permissions';
import type { Principal } from '../access/principal';
import {
  articlesCsvFile, invoiceCsvFile, invoicePdfFile, ordersPdfFile, summaryPlainFile, ORDER_TYPES, type BillingFile,
} from '../entities/transaction/billingFiles';
import { invoiceOptions, venueOf } from '../entities/transaction/invoiceData';
import { transactionOf } from '../entities/transaction/invoicePdfOf';
import { AppError, invalid } from '../errors';
import type { Services } from '../services';
import { makeAjv } from '../validation/makeAjv';

/**
 * The /billing screen's files as `payment` download jobs (spec part 1 §3/§4: billing downloads go
 * through the tray). Each kind is the file of one transaction call and needs that call's access,
 * read from its declaration (schemas/transaction.ts x-actions), so the job and the call can never
 * disagree on who may have the file.
 */
const KINDS = {
  invoicePdf: { action: 'downloadInvoicePdf', query: false },
  ordersPdf: { action: 'downloadOrdersPdf', query: false },
  invoiceCsv: { action: 'invoiceVenueCsv', query: true },
  summaryPlain: { action: 'invoiceSummaryPlain', query: true },
  articlesCsv: { action: 'invoiceArticles', query: true },
} as const;
export type BillingFileKind = keyof typeof KINDS;
export const BILLING_FILE_KINDS = Object.keys(KINDS) as BillingFileKind[];

const QUERY_KEYS = ['month', 'from', 'to', 'fields', 'setupFee', 'devices'];
let validateQuery: ValidateFunction | undefined;

function actionOf(services: Services, kind: BillingFileKind) {
  return services.registry.get('transaction')!.def['x-actions']![KINDS[kind].action] as { access: AccessRule; query?: object };
}

/** Every access rule of the kinds: who may start a billing file job at all. */
export const BILLING_FILE_ACCESS: AccessRule = ['venue.transactions.view', 'invoice.venue', 'billing.view', 'order.export', 'invoice.summary', 'invoice.venue.articles'];

interface Checked { kind: BillingFileKind; venue: string; transaction: string; query: Record<string, unknown>; type?: string }

/** The job's parameters checked as the call checks its request: 400/403/404/422 at the start, never a 500. */
export async function checkBillingFile(services: Services, p: Principal, params: Record<string, any>): Promise<Checked> {
  const kind = params.kind as BillingFileKind;
  if (!Object.hasOwn(KINDS, kind)) throw invalid([{ path: 'params.kind', code: 'enum', params: { options: BILLING_FILE_KINDS.join(', ') }, message: `must be one of ${BILLING_FILE_KINDS.join(', ')}` }]);
  const action = actionOf(services, kind);
  if (!checkAccess(p, action.access)) throw new AppError('FORBIDDEN', { permission: String(action.access) });
  const str = (k: string) => (typeof params[k] === 'string' ? params[k] as string : '');
  const query: Record<string, unknown> = {};
  for (const k of QUERY_KEYS) if (params[k] !== undefined) query[k] = params[k];
  const c: Checked = { kind, venue: str('venue'), transaction: str('transaction'), query, ...(params.type !== undefined ? { type: String(params.type) } : {}) };
  if (KINDS[kind].query) {
    validateQuery ??= makeAjv('params').compile(action.query!);
    if (!validateQuery(query)) throw new AppError('INVALID_QUERY', { detail: (validateQuery.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join(', ') });
    if (c.type !== undefined && !ORDER_TYPES.includes(c.type)) throw new AppError('INVALID_QUERY', { detail: `type must be one of ${ORDER_TYPES.join(', ')}` });
    invoiceOptions(query, await venueOf(services, p, c.venue));
  } else {
    const t = await transactionOf(services, p, services.registry.get('transaction')!, c.transaction);
    if (kind === 'ordersPdf' && t.venue !== c.venue) throw new AppError('NOT_FOUND', { resource: 'transaction' });
  }
  return c;
}

/** The file of a checked billing job, made with the owner's rights. */
export async function billingFile(services: Services, p: Principal, params: Record<string, any>): Promise<BillingFile> {
  const c = await checkBillingFile(services, p, params);
  switch (c.kind) {
    case 'invoicePdf': return invoicePdfFile(services, p, c.transaction);
    case 'ordersPdf': return ordersPdfFile(services, p, c.venue, c.transaction);
    case 'invoiceCsv': return invoiceCsvFile(services, p, c.venue, c.query);
    case 'summaryPlain': return summaryPlainFile(services, p, c.venue, c.query);
    case 'articlesCsv': return articlesCsvFile(services, p, c.venue, c.query, c.type);
  }
}
