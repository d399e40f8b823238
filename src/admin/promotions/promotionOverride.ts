import { createElement, type ComponentType } from 'react';
import { lazyView } from '../lazyView';
import type { ResourceOverride, OverrideRoute } from '../ResourceOverride';
import type { PromotionConfig } from './PromotionConfig';
import { PromotionList } from './PromotionList';

/**
 * The override of a promotion resource (promo code, coupon): the list (per venue or global), the
 * exports (<base>/export) and the venue switch (<base>/disable), all from `config`, plus the
 * resource's own generation routes.
 */
export function promotionOverride(config: PromotionConfig, generateRoutes: OverrideRoute[]): ResourceOverride {
  const withConfig = <P extends { config: PromotionConfig }>(C: ComponentType<P>): ComponentType => () => createElement(C as ComponentType<{ config: PromotionConfig }>, { config });
  return {
    list: withConfig(PromotionList),
    routes: [
      { path: 'export', component: lazyView(() => import('./PromotionExportPage'), (m) => withConfig(m.PromotionExportPage)) },
      ...generateRoutes,
      { path: 'disable', component: lazyView(() => import('./PromotionVenueSwitchPage'), (m) => withConfig(m.PromotionVenueSwitchPage)) },
    ],
  };
}
