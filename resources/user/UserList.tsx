import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { RegistrationRequests } from './RegistrationRequests';

/** The generated user list, with the brand's pending registration requests above it. */
export function UserList() {
  return (
    <>
      <RegistrationRequests />
      <SchemaList />
    </>
  );
}
