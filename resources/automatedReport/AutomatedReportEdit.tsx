import { ShowButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { SendNowButton } from './SendNowButton';

function Actions() {
  const { hasShow } = useResourceDefinition();
  return (
    <TopToolbar>
      <SendNowButton />
      {hasShow && <ShowButton />}
    </TopToolbar>
  );
}

/** The generated report edit screen with "Send now" in its top toolbar. */
export function AutomatedReportEdit() {
  return <SchemaEdit actions={<Actions />} />;
}
