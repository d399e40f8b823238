export interface ActionParamValue {
  value: string;
  /** translation key of the button */
  label: string;
}

/**
 * Path parameters of bulk x-actions that take one of a few fixed values, by parameter name. The
 * declaration format has no place for them (the meta-schema closes x-actions entries), and the
 * values are the same wherever the parameter appears (`PATCH {venue}/tables/status/{status}`).
 * A bulk action with a parameter not listed here gets no button rather than a guessed call.
 */
export const ACTION_PARAM_VALUES: Record<string, readonly ActionParamValue[]> = {
  status: [
    { value: 'active', label: 'app.bulk.activate' },
    { value: 'inactive', label: 'app.bulk.deactivate' },
  ],
};
