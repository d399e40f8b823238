/**
 * TypeScript types of the stored documents, derived from the schemas by json-schema-to-ts, so
 * server code that reads or builds a document is checked against the declaration.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type company from '../../schemas/company';
import type customerGroup from '../../schemas/customerGroup';
import type role from '../../schemas/role';
import type table from '../../schemas/table';
import type user from '../../schemas/user';
import type venue from '../../schemas/venue';
import type venueLabel from '../../schemas/venueLabel';
import type audit from '../../schemas/audit';

import type { JSONSchema } from 'json-schema-to-ts';

type Doc<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

export type CompanyDoc = Doc<typeof company>;
export type CustomerGroupDoc = Doc<typeof customerGroup>;
export type RoleDoc = Doc<typeof role>;
export type TableDoc = Doc<typeof table>;
/** `tokenVersion` is server-only: tokens issued under an older version are refused. */
export type UserDoc = Doc<typeof user> & { mfaSecret?: string; tokenVersion?: number };
export type VenueDoc = Doc<typeof venue>;
export type VenueLabelDoc = Doc<typeof venueLabel>;
export type AuditDoc = Doc<typeof audit>;

/** What the API answers for a stored document. */
export type WithMeta<T> = T & { _id: string; createdAt: string; updatedAt: string; deletedAt: string | null };
