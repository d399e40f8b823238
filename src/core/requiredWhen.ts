/**
 * Fields a record needs only for some value of another field (a promotion of type `absolute`
 * needs `value`; a loyalty program of type `piggy` needs `apikey` and `shopUuid`), declared on
 * the entity as `x-required-when`: `{ type: { absolute: ['value'], relative: ['percent'] } }`.
 */
export type RequiredWhen = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/**
 * The declaration as standard JSON Schema (`allOf` of `if`/`then`), for the create body: the
 * route refuses a missing field and the OpenAPI document says which fields each value needs.
 */
export function requiredWhenSchema(when: RequiredWhen): object[] {
  return Object.entries(when).flatMap(([field, byValue]) =>
    Object.entries(byValue)
      .filter(([, needed]) => needed.length > 0)
      .map(([value, needed]) => ({ if: { properties: { [field]: { const: value } }, required: [field] }, then: { required: [...needed] } })));
}

/** The fields a record as it would be stored lacks (absent, null or empty text), for the rules that check updates too. */
export function missingWhen(when: RequiredWhen, doc: Record<string, unknown>): { field: string; needed: string; value: string }[] {
  return Object.entries(when).flatMap(([field, byValue]) => {
    const value = String(doc[field]);
    return (byValue[value] ?? []).filter((f) => doc[f] === undefined || doc[f] === null || doc[f] === '').map((needed) => ({ field, needed, value }));
  });
}
