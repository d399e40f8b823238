import { Labeled, Show, SimpleShowLayout, TabbedShowLayout } from 'react-admin';
import { formLayout } from './formLayout';
import { RecordTitle } from './RecordTitle';
import { SchemaField } from './SchemaField';
import { useEntity } from './useEntity';
import { useTabLabel } from './useTabLabel';
import { useFieldLabel } from './useFieldLabel';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';

/** Generated show screen: the edit form's fields and tabs, read-only. */
export function SchemaShow() {
  const entity = useEntity();
  const tabLabel = useTabLabel(entity);
  const label = useFieldLabel(entity);
  const { venueId } = useSelectedVenue();
  const tabs = formLayout(entity, 'edit');
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { meta: { venue: venueId } } : undefined;
  const fields = (list: (typeof tabs)[number]['fields']) =>
    list.map((f) => (
      <Labeled key={f.name} label={label(f.name)}>
        <SchemaField entity={entity} source={f.name} prop={f.prop} />
      </Labeled>
    ));
  return (
    <Show queryOptions={meta} title={<RecordTitle entity={entity} />}>
      {tabs.length <= 1 ? (
        <SimpleShowLayout>{fields(tabs[0]?.fields ?? [])}</SimpleShowLayout>
      ) : (
        <TabbedShowLayout syncWithLocation={false}>
          {tabs.map((tab) => (
            <TabbedShowLayout.Tab key={tab.name} label={tabLabel(tab.name)}>
              {fields(tab.fields)}
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      )}
    </Show>
  );
}
