const system = { id: 'Id', _id: 'Id', createdAt: 'Created at', updatedAt: 'Updated at', deletedAt: 'Deleted at' };
const methods = { credit_card: 'Credit card', sepa: 'SEPA direct debit', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' };

/** Receipts and tips (spec part 2 §2 /receipts, /tips): `resources.*` entries. */
export const receiptResourcesEn = {
  receipt: {
    name: 'Receipt |||| Receipts',
    fields: {
      ...system, payment: 'Payment', order: 'Order', venue: 'Venue', paidAt: 'Paid at', codes: 'Order codes', method: 'Payment method',
      status: 'Status', currency: 'Currency', sum: 'Amount', refunded: 'Refunded',
    },
    actions: { customer: 'Customer receipt', merchant: 'Merchant receipt', combined: 'Combined receipt', full: 'Full receipt' },
    enums: { method: methods, status: { pending: 'Pending', paid: 'Paid', partially_refunded: 'Partially refunded', refunded: 'Refunded', failed: 'Failed' } },
  },
  tip: {
    name: 'Tip |||| Tips',
    fields: { ...system, venue: 'Venue', day: 'Day', table: 'Table', orders: 'Orders', tipped: 'Orders with tip', currency: 'Currency', tip: 'Tip', type: 'Tip type' },
    actions: { report: 'Tips report' },
    enums: { type: { absolute: 'Absolute', relative: 'Relative', any: 'Any' } },
  },
};

/** Texts of the /receipts and /tips screens. */
export const receiptUiEn = {
  receiptUi: {
    from: 'From', to: 'To', code: 'Order code', all: 'All', empty: 'No receipts found.', downloads: 'Receipts',
    kinds: { customer: 'Customer', merchant: 'Merchant', combined: 'Combined', full: 'Full' },
    download: '%{kind} receipt of %{code}', failed: 'The receipt could not be downloaded.',
    tips: {
      venue: 'Venue', pickVenue: 'Choose a venue.', perDay: 'Tips per day', perTable: 'Tips per table', total: 'Total', day: 'Day',
      table: 'Table', orders: 'Paid orders', tipped: 'With tip', tip: 'Tip', export: 'Export CSV', empty: 'No tips in this period.',
      setting: 'Tip setting of the venue: %{type} (%{enabled})', enabled: 'enabled', disabled: 'disabled', badPeriod: 'Choose a period of at most a year, from before to.',
    },
  },
};
