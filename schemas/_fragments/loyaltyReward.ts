/**
 * A reward as the rewards calls answer it, whichever provider holds it (spec part 2 §3 "Reward":
 * fetched per venue or per customer group; the shape is ours, the adapters map to it).
 */
export const loyaltyReward = {
  type: 'object',
  properties: {
    /** the provider's id of the reward (an internal reward's is the article's loyalty id) */
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    /** points a customer spends on it, when the provider says */
    points: { type: ['number', 'null'] },
    /** the program type that holds it */
    provider: { type: 'string', enum: ['piggy', 'como', 'internal', 'rbi'] },
  },
  required: ['id', 'name', 'points', 'provider'],
  additionalProperties: false,
} as const;

export const loyaltyRewardList = { type: 'array', items: loyaltyReward } as const;
