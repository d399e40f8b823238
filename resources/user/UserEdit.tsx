import { ShowButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { ResetPasswordButton } from './ResetPasswordButton';

function UserEditActions() {
  const { hasShow } = useResourceDefinition();
  return (
    <TopToolbar>
      <ResetPasswordButton />
      {hasShow && <ShowButton />}
    </TopToolbar>
  );
}

/** The generated user edit screen with "Reset password" (user.password.reset) in its top toolbar. */
export function UserEdit() {
  return <SchemaEdit actions={<UserEditActions />} />;
}
