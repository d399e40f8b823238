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
      exportCsv: 'Export codes',
    },
    notifications: {
      generated: '%{smart_count} cup code generated (%{from} to %{to}) |||| %{smart_count} cup codes generated (%{from} to %{to})',
      generateHint: 'Generates the numbers from "Starting from" on, as many as "Quantity" says (at most 10,000 at a time, up to number 100,000). Numbers already used in the venue are refused.',
      deletedByFilter: '%{smart_count} cup code deleted |||| %{smart_count} cup codes deleted',
      confirmDeleteByFilter: 'Delete the %{smart_count} cup code matching the current filter? |||| Delete all %{smart_count} cup codes matching the current filter?',
    },
  },
};
