import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isAdmin, PENDING_ROLES } from '../../../core/permissions';
import { findRole } from '../../access/findRole';
import { holdsRightsOf } from '../../access/holdsRightsOf';
import type { Principal } from '../../access/principal';
import { systemPrincipal } from '../../access/systemPrincipal';
import { FRANCHISEE_ROLE } from '../../auth/registrationRoles';
import { parseDoc } from '../../crud/rowToRecord';
import { fieldExprSql } from '../../db/fieldExpr';
import { AppError, invalid, ruleError } from '../../errors';
import type { Services } from '../../services';

/** Who approves: user managers (full or restricted rights); which requests, decides brandOf(). */
const APPROVER_ACCESS = ['user.update', 'user.update.restricted'];
/** Roles a registration hands out by itself: approving means giving a brand's role instead. */
const REGISTRATION_ROLES = [...PENDING_ROLES, FRANCHISEE_ROLE.slug];

const idParam = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['id'] };
const requestSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    requestedCustomerGroup: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['_id', 'name', 'email', 'requestedCustomerGroup', 'createdAt'],
};

/**
 * The brand whose requests the caller decides on: an administrator's are every brand's (null);
 * a user manager's only those of the brand it is linked to. Anyone else decides on none.
 */
function brandOf(p: Principal): string | null | undefined {
  if (isAdmin(p)) return null;
  return p.customerGroup ?? undefined;
}

/**
 * Requests to join a brand (spec part 1 §2 /register/{customerGroup}): a self-registered account
 * names the brand, the server files it on the user as `requestedCustomerGroup`, and the account
 * gets nothing of the brand until its administrator decides here. `GET v1/auth/user/requests`
 * lists the pending ones of the caller's brand; `PATCH v1/auth/user/{id}/approve {role}` links the
 * user to the brand with a role the approver could hand out anyway (decisions 13 and 28: the
 * brand's or the platform's, whose every right the approver holds; never a registration role);
 * `PATCH v1/auth/user/{id}/reject` drops the request and leaves the account without a brand. Both
 * are audited under their own action with the approver as actor. A request of another brand, or
 * none, is a 404.
 */
export function registrationRequestRoutes(app: FastifyInstance, services: Services): void {
  const { db, registry } = services;
  const userEntity = registry.get('user')!;
  const requestedExpr = sql.raw(fieldExprSql(userEntity, 'requestedCustomerGroup', db.dialect));
  const roleExpr = sql.raw(fieldExprSql(userEntity, 'role', db.dialect));

  /** Pending (still holding a registration role) and of a brand the caller decides on, or 404. */
  const pendingFor = async (p: Principal, id: string) => {
    const brand = brandOf(p);
    const row = brand === undefined ? undefined : await db.kysely.selectFrom('user').select(['_id', 'doc'])
      .where('_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    const doc = row ? parseDoc(row.doc) : null;
    const group: string | undefined = doc?.requestedCustomerGroup ?? undefined;
    if (!doc || !group || !PENDING_ROLES.includes(doc.role) || (brand !== null && group !== brand)) {
      throw new AppError('NOT_FOUND', { resource: 'user' });
    }
    return { group };
  };

  /** Writes as the platform (the user is outside every brand's scope until now), audited as the approver. */
  const actorOf = (p: Principal): Principal => ({ ...systemPrincipal, userId: p.userId, name: p.name, email: p.email });

  app.get('/api/v1/auth/user/requests', {
    config: { access: APPROVER_ACCESS },
    schema: {
      tags: ['auth'],
      summary: "Pending requests to join the caller's brand (self-registrations through its link)",
      operationId: 'user_registrationRequests',
      response: { 200: { type: 'object', properties: { data: { type: 'array', items: requestSchema } }, required: ['data'] } },
    },
  }, async (req) => {
    const brand = brandOf(req.principal!);
    if (brand === undefined) return { data: [] };
    let q = db.kysely.selectFrom('user').select(['_id', 'doc', 'created_at'])
      .where('deleted_at', 'is', null).where(requestedExpr, 'is not', null).where(roleExpr, 'in', [...PENDING_ROLES]);
    if (brand !== null) q = q.where(requestedExpr, '=', brand);
    const rows = await q.orderBy('created_at', 'asc').limit(1000).execute();
    return {
      data: rows.map((r) => {
        const d = parseDoc(r.doc);
        return { _id: r._id, name: d.name, email: d.email, requestedCustomerGroup: d.requestedCustomerGroup, createdAt: r.created_at };
      }),
    };
  });

  app.patch('/api/v1/auth/user/:id/approve', {
    config: { access: APPROVER_ACCESS },
    schema: {
      tags: ['auth'],
      summary: 'Approve a request to join the brand: links the user to it with a role the approver may hand out',
      operationId: 'user_approveRegistration',
      params: idParam,
      body: {
        type: 'object',
        properties: { role: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9_]+$' } },
        required: ['role'],
        additionalProperties: false,
      },
      response: { 200: { type: 'object', properties: { data: { $ref: 'user#' } }, required: ['data'] } },
    },
  }, async (req) => {
    const p = req.principal!;
    const { id } = req.params as { id: string };
    const { role } = req.body as { role: string };
    const { group } = await pendingFor(p, id);
    if (REGISTRATION_ROLES.includes(role)) throw invalid([ruleError('role', 'roleOfRegistration')]);
    const roleDoc = await findRole(db.kysely, registry, db.dialect, role);
    if (!roleDoc) throw invalid([ruleError('role', 'roleUnknown')]);
    if (roleDoc.customerGroup && roleDoc.customerGroup !== group) throw invalid([ruleError('role', 'roleOfOtherGroup')]);
    if (!(await holdsRightsOf(services, p, role))) throw invalid([ruleError('role', 'roleNotHeld')]);
    const data = await services.items.update(userEntity, actorOf(p), id, { role, customerGroup: group, requestedCustomerGroup: null }, {}, 'approveRegistration');
    return { data };
  });

  app.patch('/api/v1/auth/user/:id/reject', {
    config: { access: APPROVER_ACCESS },
    schema: {
      tags: ['auth'],
      summary: 'Reject a request to join the brand: the account keeps no brand and no rights',
      operationId: 'user_rejectRegistration',
      params: idParam,
      response: { 200: { type: 'object', properties: { data: { $ref: 'user#' } }, required: ['data'] } },
    },
  }, async (req) => {
    const p = req.principal!;
    const { id } = req.params as { id: string };
    await pendingFor(p, id);
    const data = await services.items.update(userEntity, actorOf(p), id, { requestedCustomerGroup: null }, {}, 'rejectRegistration');
    return { data };
  });
}
