import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { PrinterList } from './PrinterList';
import { PrinterEditRoute } from './PrinterEditRoute';

/** Printer list with online state, last signal and restart; /printer/edit edits the venue's printers together. */
const override: ResourceOverride = {
  list: PrinterList,
  routes: [{ path: 'edit', component: PrinterEditRoute }],
};

export default override;
