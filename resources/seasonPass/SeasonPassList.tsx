import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { ImportLinkButton } from '../customer/ImportLinkButton';

/** /seasonPass: the venue's season passes and the CSV upload (the list's own permission covers both). */
export function SeasonPassList() {
  return <SchemaList actions={<ImportLinkButton to="/seasonPass/upload" label="recordIo.seasonPass.menu" />} toolbarWhenEmpty />;
}
