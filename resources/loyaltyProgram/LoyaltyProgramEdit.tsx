import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { RewardsPanel } from './RewardsPanel';

/** The generated program form (credentials write-only: "set" / "not set"), its rewards below. */
export function LoyaltyProgramEdit() {
  return (
    <>
      <SchemaEdit />
      <RewardsPanel />
    </>
  );
}
