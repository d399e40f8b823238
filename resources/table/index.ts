import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { TableList } from './TableList';

const override: ResourceOverride = {
  list: TableList,
};

export default override;
