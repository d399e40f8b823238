import { defineEntity } from './_meta';
import { addressProperties } from './_fragments/address';
import { deliveryAreas } from './_fragments/deliveryArea';
import { enums } from './_fragments/enums';
import { price, percent } from './_fragments/money';
import { openingHours } from './_fragments/opening-hours';
import { withSections } from './_fragments/sections';
import { venueCalls } from './_fragments/venueCalls';
import { delfiCalls } from './_fragments/delfiCalls';
import { venueTerminalFields } from './_fragments/venueTerminal';
import { venueDatevFields } from './_fragments/venueDatev';

/**
 * A venue (restaurant, bar, ...) of a customer group. Field list: spec part 1 section 3.
 * Edit tabs follow the spec (general, payment, terminal, preorder, checkout integration, order,
 * slotting, opening hours, delivery hours, delivery providers); fields without a tab are general.
 *
 * Lifecycle flags with their own call and permission (publish, verify, service activation,
 * panic) and the uploaded documents are readOnly here: only those calls' hooks set them.
 * Durations are minutes unless said otherwise (the spec does not show units or limits).
 */

/** An uploaded file (document, image) referenced by its id in the files store. */
const file = { type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'file', create: false } } as const;
/**
 * a file field written by its own upload call (PATCH {id}/<path>, spec part 1 §7): images for
 * image fields, PDFs for the legal documents, either for the other documents
 */
const uploaded = <W extends 'file' | 'image', P extends string>(widget: W, path: P, accept?: 'application/pdf') =>
  ({ ...file, 'x-ui': { widget, ...(widget === 'image' ? {} : { create: false }), upload: `PATCH {id}/${path}`, ...(accept ? { accept } : {}) } }) as const;
const minutes = { type: 'integer', minimum: 0, maximum: 1440 } as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
/** one courier service's settings: credentials, on/off, and whether orders are dispatched to it */
const deliveryProvider = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean', default: false },
    id: { type: 'string', maxLength: 200 },
    token: { type: 'string', maxLength: 2000 },
    /** hand the venue's delivery orders to this courier service */
    dispatch: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;
/** A key of the venue's checkoutIntegration object: never a name that would act on its prototype. */
const integrationType = { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$', not: { enum: ['__proto__', 'constructor', 'prototype'] } } as const;
/** Provider settings vary by integration type (service url, revenue centers, excluded tenders, ...). */
const integrationPayload = { type: 'object', maxProperties: 200, additionalProperties: true } as const;
/** answer of the checkout integration calls: one integration type's settings */
const integrationAnswer = {
  type: 'object',
  properties: { integrationType: { type: 'string' }, payload: { type: 'object', additionalProperties: true } },
  required: ['integrationType', 'payload'],
} as const;
const objectId = { type: 'string', format: 'objectId' } as const;
/** body of a flag call: `{ <flag>?: boolean }`, true when left out */
const flagBody = (flag: string) => ({ type: 'object', properties: { [flag]: { type: 'boolean' } }, additionalProperties: false }) as const;

/** The general tab's titled sections (spec part 1 §3's field groups), in their order. */
const GENERAL_SECTIONS = {
  identity: ['name', 'fullName', 'readableId', 'masterId', 'sort'],
  classification: ['customerGroup', 'locType', 'legalForm', 'currency', 'timezone', 'googlePlacesId'],
  address: ['street', 'number', 'postalCode', 'city', 'country', 'federalState', 'latitude', 'longitude'],
  contact: ['phone', 'web', 'email', 'orderEmail', 'storeEmail', 'invoiceReceiverEmail'],
  taxLegal: [
    'vatNumber', 'vatNumberGermany', 'registerCourt', 'registerNumber', 'chiefExecutives',
    'terms', 'imprint', 'privacy', 'nutritionTable', 'selfCertification', 'externalDeliveryServiceIcon', 'photo',
  ],
  flags: ['isPublished', 'isServiceActivated', 'verified', 'piggyLoyaltyEnabled', 'archived', 'panicEndAt', 'webAppSlug', 'syncPossible', 'syncInProgress'],
  provision: ['provisionRate', 'provisionFixedRate', 'sendProvisionReportPeriod', 'lastInvoiceNumber'],
  other: ['stations', 'tags', 'constrains', 'printGroups'],
} as const;

export default defineEntity({
  $id: 'venue',
  title: 'Venue',
  type: 'object',
  properties: withSections(GENERAL_SECTIONS, {
    // --- Identity ---
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    fullName: { type: 'string', maxLength: 300 },
    /** the "shortId" shown in the toolbar; checked while typed (spec part 1 §5) */
    readableId: { type: 'string', minLength: 3, maxLength: 20, 'x-ui': { list: true, filter: 'search', unique: 'POST ../validation/readableId' } },
    /** the master venue this venue is synchronised from (master-to-slaves sync) */
    masterId: { type: 'string', format: 'objectId', 'x-ref': 'venue' },
    sort: { type: 'integer', minimum: 0, maximum: 1000000 },

    // --- Classification ---
    customerGroup: {
      type: 'string',
      format: 'objectId',
      'x-ref': 'customerGroup',
      'x-ui': { list: true, filter: 'reference' },
    },
    locType: { type: 'string', enum: enums.locTypes, 'x-ui': { filter: true } },
    legalForm: { type: 'string', enum: enums.legalForms },
    currency: { type: 'string', enum: enums.currencies, default: 'euro' },
    /** IANA zone name */
    timezone: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)*$', default: 'Europe/Berlin' },
    googlePlacesId: { type: 'string', maxLength: 255 },

    // --- Address and contact ---
    ...addressProperties,
    city: { ...addressProperties.city, 'x-ui': { list: true, filter: 'search' } },
    country: { ...addressProperties.country, default: 'de', 'x-ui': { filter: true } },
    phone: { type: 'string', format: 'phone', maxLength: 16 },
    /** domain without http(s) */
    web: { type: 'string', format: 'domainUrl', maxLength: 2048 },
    email,
    orderEmail: email,
    storeEmail: email,
    invoiceReceiverEmail: email,

    // --- Tax and legal ---
    vatNumber: { type: 'string', format: 'vatNumber', minLength: 5, maxLength: 20 },
    vatNumberGermany: { type: 'string', format: 'germanTaxNumber', minLength: 5, maxLength: 20 },
    registerCourt: { type: 'string', maxLength: 200 },
    registerNumber: { type: 'string', maxLength: 100 },
    chiefExecutives: { type: 'string', maxLength: 500 },
    /** uploaded through PATCH {id}/terms, /imprint, /privacy, /nutritionTable, /self-certification, /external-delivery-service/icon, /photo */
    terms: uploaded('file', 'terms', 'application/pdf'),
    imprint: uploaded('file', 'imprint', 'application/pdf'),
    privacy: uploaded('file', 'privacy', 'application/pdf'),
    nutritionTable: uploaded('file', 'nutritionTable'),
    selfCertification: uploaded('file', 'self-certification'),
    externalDeliveryServiceIcon: uploaded('image', 'external-delivery-service/icon'),
    photo: uploaded('image', 'photo'),

    // --- Flags ---
    isPublished: { type: 'boolean', default: false, readOnly: true, 'x-ui': { list: true, filter: true } },
    isServiceActivated: { type: 'boolean', default: false, readOnly: true, 'x-ui': { filter: true } },
    deliveryEnabled: { type: 'boolean', default: false, 'x-ui': { filter: true, tab: 'order' } },
    piggyLoyaltyEnabled: { type: 'boolean', default: false },
    /** order intake suspended until then (set by PATCH {id}/panic) */
    panicEndAt: { type: 'string', format: 'date-time', readOnly: true },
    webAppSlug: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+([_-][a-z0-9]+)*$' },
    archived: { type: 'boolean', default: false, 'x-ui': { filter: true } },
    verified: { type: 'boolean', default: false, readOnly: true, 'x-ui': { filter: true } },
    /** setting syncPossible true and syncInProgress false lifts a sync lock */
    syncPossible: { type: 'boolean', default: true, 'x-admin-only': true },
    syncInProgress: { type: 'boolean', default: false, 'x-admin-only': true },

    // --- Provision ---
    /** percent of the order value */
    provisionRate: percent,
    /** fixed amount per order */
    provisionFixedRate: { ...price, 'x-ui': { widget: 'price' } },
    sendProvisionReportPeriod: { type: 'string', enum: enums.provisionPeriods, default: 'never' },
    lastInvoiceNumber: { type: 'integer', minimum: 0, readOnly: true },

    // --- Delivery (distances in the unit of the existing backend, not shown by the spec) ---
    deliveryRadius: { type: 'number', minimum: 0, maximum: 100000, 'x-rules': [{ rule: 'lessOrEqual', target: 'maxRadius' }], 'x-ui': { tab: 'order' } },
    maxRadius: { type: 'number', minimum: 0, maximum: 100000, 'x-ui': { tab: 'order' } },
    deliveryPostalCodes: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 20 },
      maxItems: 5000,
      uniqueItems: true,
      'x-ui': { tab: 'order' },
    },
    /**
     * delivery areas (polygons, read from KML by POST general/data/kml/parse); the venue edit's
     * delivery tab draws them on a map instead of the generated input
     */
    areas: { ...deliveryAreas, 'x-ui': { tab: 'order', create: false, edit: false } },
    deliveryFee: { ...price, 'x-ui': { widget: 'price', tab: 'order' } },
    /** fee by order value: the tier with the highest `from` not above the order value applies */
    deliveryFeeTiers: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: { from: price, fee: price },
        required: ['from', 'fee'],
        additionalProperties: false,
      },
      'x-ui': { tab: 'order' },
    },
    /** minimum order value for delivery */
    movDelivery: { ...price, 'x-ui': { widget: 'price', tab: 'order' } },

    // --- Preorder, slotting and order timing ---
    preorderOffsetTakeaway: { type: 'integer', minimum: 0, maximum: 43200, 'x-ui': { tab: 'preorder' } },
    preorderOffsetDelivery: { type: 'integer', minimum: 0, maximum: 43200, 'x-ui': { tab: 'preorder' } },
    preorderOffsetInside: { type: 'integer', minimum: 0, maximum: 43200, 'x-ui': { tab: 'preorder' } },
    /** after opening */
    firstOrderOffset: { ...minutes, 'x-ui': { tab: 'slotting' } },
    /** before closing */
    lastOrderOffset: { ...minutes, 'x-ui': { tab: 'slotting' } },
    readyOffset: { ...minutes, 'x-ui': { tab: 'slotting' } },
    /** slot length */
    interval: { type: 'integer', minimum: 1, maximum: 1440, 'x-ui': { tab: 'slotting' } },
    /** slots (orders) held back per interval */
    reserved: { type: 'integer', minimum: 0, maximum: 10000, 'x-rules': [{ rule: 'lessThan', target: 'maxOrders', except: 0 }], 'x-ui': { tab: 'slotting' } },
    /** orders per interval */
    maxOrders: { type: 'integer', minimum: 0, maximum: 10000, 'x-ui': { tab: 'slotting' } },
    daysToCalculate: { type: 'integer', minimum: 0, maximum: 365, 'x-ui': { tab: 'slotting' } },
    notPickedOffset: { ...minutes, 'x-ui': { tab: 'slotting' } },
    autoAccept: { type: 'boolean', default: false, 'x-ui': { tab: 'order' } },
    autoDecline: { type: 'boolean', default: false, 'x-ui': { tab: 'order' } },
    autoReset: { type: 'string', enum: enums.autoReset, default: 'none', 'x-ui': { tab: 'order' } },
    orderTimeout: { ...minutes, 'x-ui': { tab: 'order' } },

    // --- Hours ---
    openingHours: { ...openingHours, 'x-ui': { tab: 'openingHours' } },
    deliveryHours: { ...openingHours, 'x-ui': { tab: 'deliveryHours' } },

    // --- Tips ---
    tipEnabled: { type: 'boolean', default: false, 'x-ui': { tab: 'payment' } },
    defaultTips: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: enums.tipTypes },
        /** amounts (absolute) or percentages (relative) offered to the guest */
        values: { type: 'array', items: { type: 'number', minimum: 0, maximum: 10000 }, maxItems: 10 },
      },
      additionalProperties: false,
      'x-ui': { tab: 'payment' },
    },

    // --- Payment ---
    /** enable flags per method plus provider credentials (read through GET {id}/payment) */
    payment: {
      type: 'object',
      properties: {
        creditCard: { type: 'boolean', default: false },
        paypal: { type: 'boolean', default: false },
        sepa: { type: 'boolean', default: false },
        bankTransfer: { type: 'boolean', default: false },
        sofort: { type: 'boolean', default: false },
        cash: { type: 'boolean', default: false },
        pos: { type: 'boolean', default: false },
        google_pay: { type: 'boolean', default: false },
        apple_pay: { type: 'boolean', default: false },
        /** per provider; PayPal authorization needs merchant id and e-mail saved first */
        credentials: {
          type: 'object',
          properties: {
            paypalMerchantId: { type: 'string', maxLength: 100 },
            paypalEmail: email,
          },
          additionalProperties: true,
        },
      },
      additionalProperties: true,
      'x-ui': { tab: 'payment' },
    },
    loyalty: { type: 'object', additionalProperties: true, 'x-ui': { tab: 'payment', widget: 'json' } },
    voucher: { type: 'object', additionalProperties: true, 'x-ui': { tab: 'payment', widget: 'json' } },
    ...venueTerminalFields,
    ...venueDatevFields,

    // --- Also ---
    /** pickup stations */
    stations: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 100, uniqueItems: true },
    tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 100, uniqueItems: true },
    /** trade groups */
    constrains: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'constrain' },
      maxItems: 1000,
      uniqueItems: true,
    },
    printGroups: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'printGroup' },
      maxItems: 1000,
      uniqueItems: true,
    },

    // --- Integrations ---
    /**
     * External order providers (delivery marketplaces sending orders, spec part 1 §3): one
     * settings block, its modes validated enums (labels: enums.dispatchMode / articleDependencyMode).
     */
    externalOrderProviders: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean', default: false },
        storeId: { type: 'string', maxLength: 200 },
        brandId: { type: 'string', maxLength: 200 },
        apiKey: { type: 'string', maxLength: 500 },
        preparationTime: minutes,
        deliveryTime: minutes,
        autoSync: { type: 'boolean', default: false },
        dispatchMode: { type: 'string', enum: enums.dispatchModes },
        articleDependencyMode: { type: 'string', enum: enums.articleDependencyModes },
      },
      additionalProperties: false,
      'x-ui': { tab: 'deliveryProviders' },
    },
    /** courier services that deliver the venue's own orders (the uber.direct, wolt.drive, ultraDispo toggles) */
    deliveryProviders: {
      type: 'object',
      properties: {
        uberDirect: deliveryProvider,
        woltDrive: deliveryProvider,
        ultraDispo: deliveryProvider,
      },
      additionalProperties: false,
      'x-ui': { tab: 'deliveryProviders' },
    },

    // --- Checkout integration (spec part 1 §3) ---
    /**
     * Properties per integration type (`{ <integrationType>: { serviceUrl, excludedTenders, ... } }`),
     * set through PATCH {venue}/setCheckoutIntegration and /checkoutIntegration/copy; the payload
     * varies by provider, so it is loosely typed. Its own tab in the admin edits it.
     */
    /** the CSV kept when the foodcard was last emptied (DELETE {id}/foodcard): import it to restore */
    foodcardBackup: {
      type: 'object',
      readOnly: true,
      properties: { file: { type: 'string' }, url: { type: 'string' }, at: { type: 'string', format: 'date-time' }, counts: { type: 'object', additionalProperties: { type: 'integer' } } },
      'x-ui': { create: false, edit: false },
    },
    checkoutIntegration: {
      type: 'object',
      readOnly: true,
      additionalProperties: { type: 'object', additionalProperties: true },
      'x-ui': { create: false, edit: false },
    },
  }),
  required: ['name', 'readableId'],
  'x-scope': 'venueSelf',
  /** its writes change what a user may see: cached principals are dropped */
  'x-shapes-access': true,
  'x-access': { view: 'venue.view', create: 'venue.create', update: 'venue.update', delete: 'venue.delete' },
  'x-api': { base: 'v1/general/venue', list: 'GET list' },
  'x-environments': true,
  'x-step-up': ['delete', 'bulkDelete'],
  'x-index': ['name', 'readableId', 'customerGroup', 'isPublished'],
  'x-unique': ['readableId', 'webAppSlug'],
  'x-search': ['name', 'readableId', 'city'],
  // Lifecycle calls of spec part 1 §7; each sets flags the generic update may not touch.
  'x-actions': {
    verify: { call: 'PATCH {id}/verify', access: 'venue.verify', confirm: true, body: flagBody('verified') },
    publish: { call: 'PATCH {id}/publish', access: 'venue.publish', confirm: true, body: flagBody('isPublished') },
    panic: {
      call: 'PATCH {id}/panic',
      access: 'venue.panic',
      stepUp: true,
      body: {
        type: 'object',
        properties: { panicEndAt: { type: ['string', 'null'], format: 'date-time' } },
        required: ['panicEndAt'],
        additionalProperties: false,
      },
    },
    activateService: { call: 'PATCH {id}/service/activate', access: 'venue.activate', confirm: true },
    deactivateService: { call: 'PATCH {id}/service/deactivate', access: 'venue.deactivate', confirm: true },
    setServiceActivated: { call: 'PATCH activate/{id}/{isServiceActivated}', access: ['venue.activate', 'venue.deactivate'] },
    /** look up the position of the venue's address and store it (spec part 1 §5, §8) */
    gpsLookup: { call: 'POST {id}/gps', access: 'venue.update', data: 'record' },
    // The checkout integration properties, one object per integration type (spec part 1 §3, §7).
    getCheckoutIntegration: {
      call: 'GET {venue}/getCheckoutIntegration',
      access: 'venue.checkoutIntegration.view',
      data: integrationAnswer,
      query: { type: 'object', properties: { integrationType }, required: ['integrationType'], additionalProperties: false },
    },
    setCheckoutIntegration: {
      call: 'PATCH {venue}/setCheckoutIntegration',
      access: 'venue.checkoutIntegration.update',
      data: integrationAnswer,
      body: { type: 'object', properties: { integrationType, payload: integrationPayload }, required: ['integrationType', 'payload'], additionalProperties: false },
    },
    copyCheckoutIntegration: {
      call: 'PATCH checkoutIntegration/copy',
      access: 'venue.checkoutIntegration.update',
      data: integrationAnswer,
      body: { type: 'object', properties: { from: objectId, to: objectId, integrationType }, required: ['from', 'to', 'integrationType'], additionalProperties: false },
    },
    ...venueCalls,
    ...delfiCalls,
  },
  // The simple create and edit (spec part 1 §2 /venue/create/simple, /venue/{id}/edit/simple):
  // identity, address and contact, opening hours.
  'x-simple': {
    fields: [
      'name', 'fullName', 'readableId',
      'street', 'number', 'postalCode', 'city', 'country', 'federalState', 'latitude', 'longitude',
      'phone', 'web', 'email', 'openingHours',
    ],
    create: { call: 'POST simple', access: 'venue.create.simple' },
    update: { call: 'PATCH {id}/simple', access: 'venue.update.simple' },
  },
  'x-ui': { route: '/venue', group: 'venue', icon: 'Storefront', titleField: 'name' },
});
