import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  TabbedForm,
  Toolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { ContentLanguageProvider } from './ContentLanguageContext';
import { ContentLanguageSwitcher } from './ContentLanguageSwitcher';
import { formLayout, type FormMode } from './formLayout';
import { FormSections } from './FormSections';
import { FormTabs } from './FormTabs';
import { SchemaFormTab } from './SchemaFormTab';
import { useEntity } from './useEntity';
import { useSavedNotice } from './useSavedNotice';
import { useTabLabel } from './useTabLabel';

function FormToolbar({ mode }: { mode: FormMode }) {
  const entity = useEntity();
  const resource = useResourceContext();
  const record = useRecordContext();
  const savedNotice = useSavedNotice(entity);
  const notify = useNotify();
  const redirect = useRedirect();
  // Our own notice, not `successMessage`: react-admin reads that as a catalogue key and, finding
  // none for a text that names the record, falls back to "Element deleted".
  const onDeleted = () => {
    notify(savedNotice('deleted', record), { type: 'info', undoable: true });
    redirect('list', resource);
  };
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete', enabled: mode === 'edit' });
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {/* Undoable like the list's bulk delete: the call waits for the toast's Undo to pass. */}
      {mode === 'edit' && entity.api.delete && canDelete && <DeleteButton mutationMode="undoable" mutationOptions={{ onSuccess: onDeleted }} />}
    </Toolbar>
  );
}

interface SchemaFormProps {
  mode: FormMode;
  /** fields the surrounding screen sets itself (the venue of venue-scoped records) */
  hidden?: readonly string[];
  defaultValues?: Record<string, unknown>;
}

/**
 * The generated form: one SimpleForm, or a TabbedForm when fields declare x-ui.tab or the
 * record has nested objects. Fields come from formLayout(); inputs from SchemaInput.
 */
export function SchemaForm({ mode, hidden, defaultValues }: SchemaFormProps) {
  const entity = useEntity();
  const tabLabel = useTabLabel(entity);
  const tabs = formLayout(entity, mode, hidden);
  const toolbar = <FormToolbar mode={mode} />;
  if (tabs.length <= 1) {
    return (
      <ContentLanguageProvider>
        <SimpleForm toolbar={toolbar} defaultValues={defaultValues} warnWhenUnsavedChanges>
          <ContentLanguageSwitcher />
          <FormSections sections={tabs[0]?.sections ?? []} />
        </SimpleForm>
      </ContentLanguageProvider>
    );
  }
  return (
    <ContentLanguageProvider>
      <TabbedForm toolbar={toolbar} tabs={<FormTabs />} defaultValues={defaultValues} warnWhenUnsavedChanges syncWithLocation={false}>
        {tabs.map((tab) => (
          <SchemaFormTab key={tab.name} label={tabLabel(tab.name)} lazy={mode === 'edit'}>
            <FormSections sections={tab.sections} />
          </SchemaFormTab>
        ))}
      </TabbedForm>
    </ContentLanguageProvider>
  );
}
