import { promoEn } from './promoEn';

/** Labels and screen texts of cup codes and coupons (spread into `resources`). */
export const promotionsEn = {
  cupCode: {
    name: 'Cup code |||| Cup codes',
    fields: {
      id: 'Id', _id: 'Id', createdAt: 'Created at', updatedAt: 'Updated at', deletedAt: 'Deleted at',
      number: 'Number',
      venue: 'Venue',
      active: 'Active',
      customerGroups: 'Customer groups',
      quantity: 'Quantity',
      startingFrom: 'Starting from',
    },
    actions: {
      generate: 'Generate',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activeToggle: 'Toggle active',
      deleteByFilter: 'Delete filtered',
      export: 'Export',
    },
    notifications: {
      generated: '%{smart_count} cup code generated (%{from} to %{to}) |||| %{smart_count} cup codes generated (%{from} to %{to})',
      generateHint: 'Generates the numbers from "Starting from" on, as many as "Quantity" says (at most 10,000 at a time, up to number 100,000). Numbers already used in the venue are refused.',
      deletedByFilter: '%{smart_count} cup code deleted |||| %{smart_count} cup codes deleted',
      confirmDeleteByFilter: 'Delete the %{smart_count} cup code matching the current filter? |||| Delete all %{smart_count} cup codes matching the current filter?',
    },
  },
  /** Coupon texts: the promo code labels of the shared promotion fields, and the coupon screens (couponUi.*). */
  coupon: {
    ...promoEn.resource,
    // coupons have no Teedeli codes
    fields: (({ teedeli: _teedeli, ...fields }) => fields)(promoEn.resource.fields),
    name: "Coupon |||| Coupons",
    actions: {
      ...promoEn.resource.actions,
      disableVenue: "Disable all coupons of the venue",
      enableVenue: "Enable all coupons of the venue",
      generate: "Generate coupons",
    },
  },
};

/** Texts of the coupon screens (`couponUi.*`): the promo code screens' texts, speaking of coupons. */
export const couponUiEn = {
  ...promoEn.screens,
  createMultiple: "Generate coupons",
  disable: "Disable coupons",
  generateAmount: "Number of coupons",
  generated: "%{smart_count} coupon generated |||| %{smart_count} coupons generated",
  noVenue: "Select a venue first: coupons are disabled and enabled per venue.",
  noVenueGenerate: "Select a venue first: generated coupons belong to one venue.",
  venueCodes: "Every coupon of %{venue}",
  disableAll: "Disable all coupons",
  enableAll: "Enable all coupons",
  disabled: "%{smart_count} coupon disabled |||| %{smart_count} coupons disabled",
  enabled: "%{smart_count} coupon enabled |||| %{smart_count} coupons enabled",
  venueList: "Coupons of the selected venue",
  selectVenue: "Select a venue to see its coupons.",
  failed: "The coupon operation failed.",
  kinds: { ...promoEn.screens.kinds, codes: "Coupons (one line per coupon)" },
};
