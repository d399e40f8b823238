/**
 * A schema pattern in words: a regular expression means nothing to most users, and react-admin's
 * `regex` validator puts the RegExp into its message arguments, which a form shows as
 * "[object Object]". Patterns the schemas use have their own sentence; any other one a generic
 * "wrong format".
 */
const PATTERN_KEYS: Record<string, string> = {
  '^[a-z0-9_]+$': 'patterns.slug',
  '^[a-z0-9]+([_-][a-z0-9]+)*$': 'patterns.slugDashed',
  '^[A-Za-z0-9_-]+$': 'patterns.code',
  '^[A-Za-z0-9_.-]+$': 'patterns.name',
  '^[0-9]{8,14}$': 'patterns.digits',
  '^camp_[A-Za-z0-9_-]+$': 'loyaltyUi.patterns.campaign',
};

export function patternMessageKey(pattern: string): string {
  return Object.hasOwn(PATTERN_KEYS, pattern) ? PATTERN_KEYS[pattern] : 'patterns.other';
}
