import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { AuditList } from './AuditList';

/** The audit log: readable entries whose row opens the before/after of each changed field. */
const override: ResourceOverride = {
  list: AuditList,
};

export default override;
