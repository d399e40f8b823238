import { RecordImportPage } from '../../src/admin/io/RecordImportPage';

/** The upload's columns (as src/server/entities/seasonPass/seasonPassFile.ts reads them). */
const COLUMNS = ['passNumber', 'firstName', 'lastName', 'validFrom', 'validTo'];

/** /seasonPass/upload: a CSV of season passes into the selected venue. */
export function SeasonPassUploadPage() {
  return <RecordImportPage kind="seasonPass" call="v1/seasonpass/venue/{venue}/upload" access="heidePark.seasonPass.upload" columns={COLUMNS} back="/seasonPass" />;
}
