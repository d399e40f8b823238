import { RULE_MESSAGES, type RuleCode } from '../../server/errors';

/**
 * The server's own rules by code (422 `errors[].code`, src/server/errors.ts RULE_MESSAGES), in
 * English word for word as the server sends them, `{name}` written the catalogue's way (one
 * source, as the validation texts are); de and fr translate every code.
 */
export const serverRulesEn = Object.fromEntries(
  Object.entries(RULE_MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '%{$1}')]),
) as Record<RuleCode, string>;
