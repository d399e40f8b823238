/**
 * TypeScript types of the stored documents, derived from the schemas by json-schema-to-ts, so
 * server code that reads or builds a document is checked against the declaration. Every schema
 * is declared through defineEntity, whose `const` type parameter keeps it literal.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type article from '../../schemas/article';
import type audit from '../../schemas/audit';
import type automatedReport from '../../schemas/automatedReport';
import type cartRecommendation from '../../schemas/cartRecommendation';
import type category from '../../schemas/category';
import type company from '../../schemas/company';
import type constrain from '../../schemas/constrain';
import type customer from '../../schemas/customer';
import type coupon from '../../schemas/coupon';
import type cupCode from '../../schemas/cupCode';
import type customerGroup from '../../schemas/customerGroup';
import type customerGroupProperty from '../../schemas/customerGroupProperty';
import type downloadJob from '../../schemas/downloadJob';
import type employeeNotification from '../../schemas/employeeNotification';
import type enrollment from '../../schemas/enrollment';
import type inventory from '../../schemas/inventory';
import type loyaltyProgram from '../../schemas/loyaltyProgram';
import type maintenance from '../../schemas/maintenance';
import type membership from '../../schemas/membership';
import type option from '../../schemas/option';
import type optionArticle from '../../schemas/optionArticle';
import type order from '../../schemas/order';
import type outbox from '../../schemas/outbox';
import type printGroup from '../../schemas/printGroup';
import type printer from '../../schemas/printer';
import type provision from '../../schemas/provision';
import type productCombo from '../../schemas/productCombo';
import type payment from '../../schemas/payment';
import type promoCode from '../../schemas/promoCode';
import type receipt from '../../schemas/receipt';
import type role from '../../schemas/role';
import type seasonPass from '../../schemas/seasonPass';
import type sepa from '../../schemas/sepa';
import type subscription from '../../schemas/subscription';
import type subscriptionCategory from '../../schemas/subscriptionCategory';
import type syncJob from '../../schemas/syncJob';
import type table from '../../schemas/table';
import type tag from '../../schemas/tag';
import type tip from '../../schemas/tip';
import type upsell from '../../schemas/upsell';
import type transaction from '../../schemas/transaction';
import type user from '../../schemas/user';
import type venue from '../../schemas/venue';
import type venueLabel from '../../schemas/venueLabel';

type Doc<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/**
 * The stored document of every entity, by its `$id`. An interface, so each member is worked out
 * only where it is used (tsc would otherwise derive all 27 on every check).
 */
export interface EntityDocs {
  article: Doc<typeof article>;
  audit: Doc<typeof audit>;
  automatedReport: Doc<typeof automatedReport>;
  cartRecommendation: Doc<typeof cartRecommendation>;
  category: Doc<typeof category>;
  company: Doc<typeof company>;
  constrain: Doc<typeof constrain>;
  customer: Doc<typeof customer>;
  coupon: Doc<typeof coupon>;
  cupCode: Doc<typeof cupCode>;
  customerGroup: Doc<typeof customerGroup>;
  customerGroupProperty: Doc<typeof customerGroupProperty>;
  downloadJob: Doc<typeof downloadJob>;
  employeeNotification: Doc<typeof employeeNotification>;
  enrollment: Doc<typeof enrollment>;
  inventory: Doc<typeof inventory>;
  loyaltyProgram: Doc<typeof loyaltyProgram>;
  maintenance: Doc<typeof maintenance>;
  membership: Doc<typeof membership>;
  option: Doc<typeof option>;
  optionArticle: Doc<typeof optionArticle>;
  order: Doc<typeof order>;
  outbox: Doc<typeof outbox>;
  printGroup: Doc<typeof printGroup>;
  printer: Doc<typeof printer>;
  provision: Doc<typeof provision>;
  productCombo: Doc<typeof productCombo>;
  payment: Doc<typeof payment>;
  promoCode: Doc<typeof promoCode>;
  receipt: Doc<typeof receipt>;
  role: Doc<typeof role>;
  seasonPass: Doc<typeof seasonPass>;
  sepa: Doc<typeof sepa>;
  subscription: Doc<typeof subscription>;
  subscriptionCategory: Doc<typeof subscriptionCategory>;
  syncJob: Doc<typeof syncJob>;
  table: Doc<typeof table>;
  tag: Doc<typeof tag>;
  tip: Doc<typeof tip>;
  transaction: Doc<typeof transaction>;
  upsell: Doc<typeof upsell>;
  /** `tokenVersion` is server-only: tokens issued under an older version are refused. */
  user: Doc<typeof user> & { mfaSecret?: string; tokenVersion?: number };
  venue: Doc<typeof venue>;
  venueLabel: Doc<typeof venueLabel>;
}

/** An entity's `$id`. */
export type EntityId = keyof EntityDocs;
/** The stored document of one entity. */
export type DocOf<E extends EntityId> = EntityDocs[E];

export type CompanyDoc = DocOf<'company'>;
export type CustomerGroupDoc = DocOf<'customerGroup'>;
export type RoleDoc = DocOf<'role'>;
export type TableDoc = DocOf<'table'>;
export type UserDoc = DocOf<'user'>;
export type VenueDoc = DocOf<'venue'>;
export type VenueLabelDoc = DocOf<'venueLabel'>;
export type AuditDoc = DocOf<'audit'>;
export type PrinterDoc = DocOf<'printer'>;

/** What the API answers for a stored document. */
export type WithMeta<T> = T & { _id: string; createdAt: string; updatedAt: string; deletedAt: string | null };
