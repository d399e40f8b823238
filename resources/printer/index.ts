import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { PrinterEditRoute, PrinterList } from './PrinterList';

/** Printer list with online state, last signal and restart; /printer/edit opens the same list. */
const override: ResourceOverride = {
  list: PrinterList,
  routes: [{ path: 'edit', component: PrinterEditRoute }],
};

export default override;
