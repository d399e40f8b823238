import type { ReactElement } from 'react';
import { DateInput, SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { Entity } from '../../core/registry';
import { dayBoundInZone, dayInZone } from '../../core/venueTime';
import { useVenueClock } from '../format/useVenueClock';
import { propType } from './propType';
import { ReferenceFilterInput } from './ReferenceFilterInput';
import { refTarget } from './refTarget';
import { useEnumChoices } from './useEnumChoices';
import { useFieldLabel } from './useFieldLabel';
import { hasSchemaSearch, schemaFilterFields } from './schemaFilterFields';

/** A date range ends at the end of its last day, not at its midnight. */
const endOfDay = (v: string | null) => (v ? `${v}T23:59:59.999Z` : v);
/** A day (YYYY-MM-DD) as it is, an instant as its day on the zone's clock. */
const dayOf = (v: unknown, zone: string) => (typeof v !== 'string' || !v ? '' : /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : dayInZone(v, zone));

/**
 * List filters from `x-ui.filter`: 'search' fields share the free-text `q` box; enums and
 * booleans get a select; 'dateRange' two dates sent as `field_gte` / `field_lte`; 'reference'
 * a picker over the x-ref target. Without `withSearch` the search box is left out (the generated
 * list shows its own, ListSearchBox, which needs no form library on the first page).
 */
export function useSchemaFilters(entity: Entity, withSearch = true): ReactElement<{ alwaysOn?: boolean }>[] {
  const label = useFieldLabel(entity);
  const enumChoices = useEnumChoices(entity);
  const translate = useTranslate();
  // days of date-time ranges are the venue's days, as the list shows its times (the selected venue's clock)
  const { zone } = useVenueClock();
  const filters: ReactElement<{ alwaysOn?: boolean }>[] = [];

  // The server's `q` matches the x-search fields (the foodcard's stored search text, ...).
  if (withSearch && hasSchemaSearch(entity)) {
    // A placeholder is no label (it vanishes on typing): the input gets a name of its own.
    filters.push(<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }} />);
  }
  for (const [name, kind] of schemaFilterFields(entity)) {
    const prop = entity.def.properties[name];
    const type = propType(prop);
    const target = refTarget(prop);
    if (kind === 'search') continue;
    if (kind === 'dateRange') {
      filters.push(...(prop.format === 'date-time' ? [
          // a range runs from the venue's midnight of its first day to the end of its last day
          <DateInput key={`${name}_gte`} source={`${name}_gte`} label={translate('app.filter.from', { field: label(name), _: '%{field} from' })}
            parse={(v: string | null) => (v ? dayBoundInZone(v, zone) : v)} format={(v: unknown) => dayOf(v, zone)} />,
          <DateInput key={`${name}_lte`} source={`${name}_lte`} label={translate('app.filter.to', { field: label(name), _: '%{field} to' })}
            parse={(v: string | null) => (v ? dayBoundInZone(v, zone, true) : v)} format={(v: unknown) => dayOf(v, zone)} />,
        ] : [
          <DateInput key={`${name}_gte`} source={`${name}_gte`} label={translate('app.filter.from', { field: label(name), _: '%{field} from' })} />,
          <DateInput key={`${name}_lte`} source={`${name}_lte`} label={translate('app.filter.to', { field: label(name), _: '%{field} to' })} parse={endOfDay} format={(v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : v)} />,
        ]));
    } else if (kind === 'reference' && target) {
      filters.push(<ReferenceFilterInput key={name} source={name} label={label(name)} target={target} many={false} />);
    } else if (prop.enum || prop.items?.enum) {
      filters.push(<SelectInput key={name} source={name} label={label(name)} choices={enumChoices(name, prop.enum ?? prop.items.enum)} />);
    } else if (type === 'boolean') {
      const choices = [
        { id: true, name: translate('ra.boolean.true') },
        { id: false, name: translate('ra.boolean.false') },
      ];
      filters.push(<SelectInput key={name} source={name} label={label(name)} choices={choices} />);
    } else {
      filters.push(<TextInput key={name} source={name} label={label(name)} />);
    }
  }
  return filters;
}
