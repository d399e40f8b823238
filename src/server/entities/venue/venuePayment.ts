import type { ActionContext } from '../../crud/EntityHooks';

/** `GET general/venue/{id}/payment`: the payment tab's settings of one venue (spec part 1 §3 "Payment", "Tips"). */
export async function venuePayment(ctx: ActionContext) {
  const v = await ctx.services.items.show(ctx.entity, ctx.principal, ctx.params.id);
  return {
    _id: v._id,
    payment: v.payment ?? {},
    tipEnabled: v.tipEnabled === true,
    ...(v.defaultTips ? { defaultTips: v.defaultTips } : {}),
    ...(v.loyalty ? { loyalty: v.loyalty } : {}),
    ...(v.voucher ? { voucher: v.voucher } : {}),
  };
}
