import { customerExportJob } from '../entities/customer/customerExportRoute';
import { tablesQrExport } from '../entities/table/tablesQrExport';
import { foodcardExportJob } from '../io/foodcardExportJob';
import { listExportJob } from '../io/listExportJob';
import { couponExportJob } from '../entities/coupon/couponExportJob';
import { cupCodeExportJob } from '../entities/cupCode/cupCodeExportJob';
import { promoExportJob } from '../entities/promoCode/promoExportJob';
import { analyticsJob, orderJob, paymentJob, salesJob } from '../reporting/reportJobs';
import { activityLogExportJob } from '../entities/audit/activityLogExportJob';
import type { JobHandler } from './JobHandler';

/** Every kind of download job, by the `handler` name clients send. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  tableQr: {
    access: 'table.export',
    run: ({ params, principal, services, progress }) => tablesQrExport(services, principal, params.items ?? [], progress),
  },
  foodcardExport: foodcardExportJob,
  listExport: listExportJob,
  customerExport: customerExportJob,
  cupCodeExport: cupCodeExportJob,
  couponExport: couponExportJob,
  promoExport: promoExportJob,
  // spec part 1 §3: billing, order and sales downloads through the tray
  payment: paymentJob,
  order: orderJob,
  sales: salesJob,
  analytics: analyticsJob,
  activityLogExport: activityLogExportJob,
};
