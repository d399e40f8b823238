/** Provision (commission) per venue and month: entity labels and the /provision screen. */
export const provisionEn = {
  resources: {
    provision: {
      name: 'Provision |||| Provision',
      fields: {
        id: 'Id', _id: 'Id', createdAt: 'Created at', updatedAt: 'Updated at', deletedAt: 'Deleted at',
        venue: 'Venue', month: 'Month', status: 'Status', currency: 'Currency', revenue: 'Revenue', provision: 'Provision',
        orderCount: 'Orders', claimedAt: 'Claimed at', claimedBy: 'Claimed by', confirmedAt: 'Confirmed at', logs: 'Log',
        'logs.at': 'At', 'logs.by': 'By', 'logs.action': 'Action', 'logs.from': 'From', 'logs.to': 'To',
      },
      actions: { total: 'Total', claim: 'Claim', reset: 'Reset claim', confirm: 'Confirm payout', logs: 'Log' },
      enums: {
        status: { notClaimed: 'Not claimed', waiting: 'Waiting', success: 'Success' },
        action: { claim: 'Claimed', reset: 'Reset', confirm: 'Confirmed' },
        from: { notClaimed: 'Not claimed', waiting: 'Waiting', success: 'Success' },
        to: { notClaimed: 'Not claimed', waiting: 'Waiting', success: 'Success' },
      },
    },
  },
  screen: {
    title: 'Provision',
    from: 'From month',
    to: 'To month',
    allVenues: 'All venues',
    allStatuses: 'All statuses',
    total: 'Total',
    months: '%{smart_count} month |||| %{smart_count} months',
    empty: 'No provision months match these filters.',
    claim: 'Claim',
    reset: 'Reset',
    logs: 'Log',
    claimed: 'The provision of %{month} is claimed.',
    wasReset: 'The claim of %{month} is reset.',
    alreadyClaimed: 'This month is already claimed.',
    notClaimed: 'This month is not claimed.',
    confirmReset: 'Reset the claim of %{venue} for %{month}? The month is then not claimed again.',
    noLogs: 'No entries yet.',
    close: 'Close',
    cancel: 'Cancel',
  },
};
