import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Principal } from '../access/principal';
import { systemPrincipal } from '../access/systemPrincipal';
import { uniqueRoute } from '../crud/isUnique';
import type { ApiRecord } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import { AppError, invalid, RULE_MESSAGES, ruleError } from '../errors';
import { vatInUse } from '../entities/venue/vatInUse';
import type { Services } from '../services';
import { issueResetToken } from './issueResetToken';
import { verifyToken } from './jwt';
import { RateLimiter } from './RateLimiter';
import { ensureRole, FRANCHISEE_ROLE, REGISTERED_ROLE } from './registrationRoles';
import { freeReadableId } from './freeReadableId';
import { MAIL_LANGUAGES, welcomeMail, type MailLanguage, type WelcomeMailInput } from './welcomeMail';

/** Consent to the data protection regulations (spec part 1 §5), refused with this message. */
export const CONSENT_REQUIRED = RULE_MESSAGES.consentRequired;
/** The venue fields a franchisee registers with; everything else waits for the venue edit. */
export const FRANCHISEE_VENUE_FIELDS = ['name', 'legalForm', 'street', 'number', 'postalCode', 'city', 'country', 'phone', 'vatNumber'] as const;
/** How long a manager-registered user may take to choose a password. */
const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;
/** Anonymous e-mail lookups per address and window, as a multiple of the login limit (typing checks several times). */
const EMAIL_CHECKS_PER_LOGIN_ATTEMPT = 5;

/**
 * Self-registration writes as the platform, recorded as "registration" in the audit log. It may
 * do anything, so these routes alone decide role, venues and group: the bodies name none of them.
 */
const registrar: Principal = { ...systemPrincipal, name: 'registration' };

/** A property schema without the admin-only `x-ui`. */
function plain(prop: any): any {
  const { 'x-ui': _ui, ...rest } = prop;
  return rest;
}

/** A password nobody knows (the user chooses theirs through the mailed link); it meets the rule. */
function unusablePassword(): string {
  return `${randomBytes(24).toString('base64url')}A1`;
}

/**
 * Registration (spec part 1 §2 /register/{customerGroup?}, /register/venue; §5; §7): `POST
 * v1/auth/register` (a user with the low-privilege role `registered`, optionally in the customer
 * group named by its slug), `POST v1/auth/register/franchisee` (a user with the role `franchisee`
 * and their venue, unpublished and unverified until the platform verifies it), `POST
 * v1/auth/register/restricted` (a manager registers a user under the restricted-create rules,
 * optionally without a password: the user then chooses one through the welcome mail), and the
 * e-mail check the forms use while typing. Every write goes through the items service (hooks,
 * audit); each new user gets a welcome mail in the language of the registration.
 */
export function registerRoutes(app: FastifyInstance, services: Services): void {
  const { config, db, registry } = services;
  const userEntity = registry.get('user')!;
  const venueEntity = registry.get('venue')!;
  const groupEntity = registry.get('customerGroup')!;
  const userProps = userEntity.def.properties as Record<string, any>;
  const venueProps = venueEntity.def.properties as Record<string, any>;
  const registrations = new RateLimiter(db, 'register', config.loginLimit.windowMs);
  const emailChecks = new RateLimiter(db, 'emailCheck', config.loginLimit.windowMs);

  /** Like failed logins, but every attempt counts: a registration is not retried by hand often. */
  const limit = async (limiter: RateLimiter, req: FastifyRequest, max: number) => {
    await limiter.reserve([{ key: `address:${req.ip}`, limit: max }], 'REGISTER_RATE_LIMITED');
  };

  const sendWelcome = (req: FastifyRequest, user: ApiRecord, lang: MailLanguage, extra: Omit<WelcomeMailInput, 'name' | 'loginUrl'> = {}) => {
    const mail = welcomeMail(lang, { name: String(user.name), loginUrl: `${config.publicUrl}/`, ...extra });
    // After the answer, like the reset mail: a slow relay must not hold up or undo the registration.
    services.mailer.send({ to: String(user.email), ...mail })
      .catch((err) => req.log.error({ err, userId: user._id }, 'welcome mail could not be sent'));
  };

  const person = {
    name: plain(userProps.name),
    email: plain(userProps.email),
    password: plain(userProps.password),
    privacyAccepted: { type: 'boolean', description: 'The data protection regulations were accepted; must be true.' },
    language: { type: 'string', enum: MAIL_LANGUAGES, default: 'en', description: 'Language of the welcome mail (the admin language in use).' },
  };
  const personRequired = ['name', 'email', 'password', 'privacyAccepted'];
  const userAnswer = { type: 'object', properties: { data: { $ref: 'user#' } }, required: ['data'] };

  const requireConsent = (body: { privacyAccepted?: boolean }) => {
    if (body.privacyAccepted !== true) throw invalid([ruleError('privacyAccepted', 'consentRequired')]);
  };

  app.post('/api/v1/auth/register', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Register a user (role "registered", no brand access); a /register/{customerGroup} link files a request its brand approves',
      operationId: 'auth_register',
      security: [],
      body: {
        type: 'object',
        properties: {
          ...person,
          customerGroup: { type: 'string', minLength: 1, maxLength: 100, description: 'slug of the customer group' },
        },
        required: personRequired,
        additionalProperties: false,
      },
      response: { 201: userAnswer },
    },
  }, async (req, reply) => {
    await limit(registrations, req, config.loginLimit.perAddress);
    const body = req.body as { name: string; email: string; password: string; privacyAccepted: boolean; language: MailLanguage; customerGroup?: string };
    requireConsent(body);
    // A brand's link only files a request: the account joins nothing until the brand's
    // administrator approves it. An unknown slug files none, and the answer is the same either
    // way, so the call does not tell which brands exist.
    let requested: string | undefined;
    if (body.customerGroup) {
      const row = await db.kysely.selectFrom(groupEntity.table).select('_id')
        .where(sql.raw(fieldExprSql(groupEntity, 'slug', db.dialect)), '=', body.customerGroup).where('deleted_at', 'is', null).executeTakeFirst();
      requested = row?._id;
    }
    await ensureRole(services, REGISTERED_ROLE);
    const user = await services.items.create(userEntity, registrar, {
      name: body.name, email: body.email, password: body.password, role: REGISTERED_ROLE.slug,
      ...(requested ? { requestedCustomerGroup: requested } : {}),
      privacyAcceptedAt: new Date().toISOString(),
    });
    sendWelcome(req, user, body.language);
    const { requestedCustomerGroup: _filed, ...answer } = user;
    return reply.code(201).send({ data: answer });
  });

  app.post('/api/v1/auth/register/franchisee', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Register a franchisee (role "franchisee") with their venue, which stays unpublished and unverified until verified',
      operationId: 'auth_registerFranchisee',
      security: [],
      body: {
        type: 'object',
        properties: {
          ...person,
          venue: {
            type: 'object',
            properties: Object.fromEntries(FRANCHISEE_VENUE_FIELDS.map((k) => [k, plain(venueProps[k])])),
            // Spec part 1 §5: postal codes are entered together with a city.
            required: ['name', 'street', 'number', 'postalCode', 'city'],
            additionalProperties: false,
          },
        },
        required: [...personRequired, 'venue'],
        additionalProperties: false,
      },
      response: {
        201: {
          type: 'object',
          properties: { data: { type: 'object', properties: { user: { $ref: 'user#' }, venue: { $ref: 'venue#' } }, required: ['user', 'venue'] } },
          required: ['data'],
        },
      },
    },
  }, async (req, reply) => {
    await limit(registrations, req, config.loginLimit.perAddress);
    const body = req.body as { name: string; email: string; password: string; privacyAccepted: boolean; language: MailLanguage; venue: Record<string, unknown> & { name: string; vatNumber?: string } };
    requireConsent(body);
    // A franchisee has no brand yet, so any venue holding the number counts as another user's.
    if (body.venue.vatNumber && (await vatInUse(db.kysely, db.dialect, venueEntity, 'vatNumber', body.venue.vatNumber))) {
      throw invalid([ruleError('venue.vatNumber', 'vatInvalidOrInUse')]);
    }
    const readableId = await freeReadableId(services, body.venue.name);
    await ensureRole(services, FRANCHISEE_ROLE);
    // Checks that read outside the transaction come first: on SQLite it holds the only connection.
    const { user, venue } = await services.items.transaction(async (items) => {
      const venue = await items.create(venueEntity, registrar, {
        ...body.venue, readableId, email: body.email, isPublished: false, verified: false, isServiceActivated: false,
      });
      const user = await items.create(userEntity, registrar, {
        name: body.name, email: body.email, password: body.password, role: FRANCHISEE_ROLE.slug, venues: [venue._id],
        privacyAcceptedAt: new Date().toISOString(),
      });
      return { user, venue };
    });
    sendWelcome(req, user, body.language, { venueName: String(venue.name) });
    return reply.code(201).send({ data: { user, venue } });
  });

  app.post('/api/v1/auth/register/restricted', {
    config: { access: 'user.create.restricted' },
    schema: {
      tags: ['auth'],
      summary: 'Register a user under the restricted-create rules and mail them; without a password they choose one through the mailed link (7 days)',
      operationId: 'auth_registerRestricted',
      body: {
        type: 'object',
        properties: {
          name: plain(userProps.name),
          email: plain(userProps.email),
          password: plain(userProps.password),
          role: plain(userProps.role),
          venues: plain(userProps.venues),
          language: person.language,
        },
        required: ['name', 'email', 'role'],
        additionalProperties: false,
      },
      response: { 201: userAnswer },
    },
  }, async (req, reply) => {
    const p = req.principal!;
    const { language, password, ...fields } = req.body as { name: string; email: string; password?: string; role: string; venues?: string[]; language: MailLanguage };
    // The items service applies the restricted rules: roles whose rights the caller holds, its
    // own venues, its own customer group (spec decisions 13 and 28).
    const user = await services.items.create(userEntity, p, { ...fields, password: password ?? unusablePassword() });
    const setPasswordUrl = password ? undefined : `${config.publicUrl}/reset/${await issueResetToken(db.kysely, user._id, SET_PASSWORD_TTL_MS)}`;
    sendWelcome(req, user, language, { invitedBy: p.name, setPasswordUrl });
    return reply.code(201).send({ data: user });
  });

  // Registration forms check the address while it is typed, before anyone is signed in. Spec §5:
  // "the check counts as passed when the server rejects the lookup", so a limit only slows guessing.
  const emailCheck = uniqueRoute(services, 'user', 'email');
  app.post('/api/v1/auth/validation/email', {
    ...emailCheck,
    config: { access: 'public' },
    schema: { ...emailCheck.schema, summary: 'Is the e-mail address free? (anonymous callers are limited per address)', security: [] },
    handler: async (req) => {
      const token = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7).trim() : '';
      const signedIn = !!token && (await verifyToken(config.jwtSecret, token)).ok;
      if (!signedIn) await limit(emailChecks, req, config.loginLimit.perAddress * EMAIL_CHECKS_PER_LOGIN_ATTEMPT);
      return emailCheck.handler(req);
    },
  });
}
