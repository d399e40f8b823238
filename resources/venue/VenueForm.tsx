import { Suspense, type ReactElement } from 'react';
import { DeleteButton, Edit, SaveButton, TabbedForm, Toolbar, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { formLayout } from '../../src/admin/from-schema/formLayout';
import { FormSections } from '../../src/admin/from-schema/FormSections';
import { FormTabs } from '../../src/admin/from-schema/FormTabs';
import { humanize } from '../../src/admin/from-schema/humanize';
import { toPayload } from '../../src/admin/from-schema/toPayload';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useGrant } from '../../src/admin/session/useGrant';
import { withTexts } from '../../src/admin/i18n/withTexts';
import { lazyRetry } from '../../src/admin/recovery/lazyRetry';
import { useLocation } from 'react-router-dom';
import { CheckoutIntegrationTab } from './CheckoutIntegrationTab';
import { GpsButton } from './GpsButton';
import { PayPalAuthorizeButton } from '../sepa/PayPalAuthorizeButton';

/** The checkout integration tab sits where the spec lists it: after preorder. */
const CHECKOUT_AFTER = ['preorder', 'payment', 'general'];
/** The delivery areas' tab follows the tab with the other delivery fields. */
const DELIVERY_AFTER = 'order';
/** The tab's code, map and texts load when it is opened, not with the venue's screens. */
const DeliveryAreasTab = lazyRetry(() => withTexts('deliveryAreas', import('./DeliveryAreasTab')).then((m) => ({ default: m.DeliveryAreasTab })));
/** The delivery-information service's panel, below the delivery providers' settings; asks the service when the tab opens. */
const DelfiPanel = lazyRetry(() => withTexts('delfi', import('./DelfiPanel')).then((m) => ({ default: m.DelfiPanel })));
const DELFI_TAB = 'deliveryProviders';

const afterField = (name: string) => (name === 'longitude' ? <GpsButton /> : name === 'payment' ? <PayPalAuthorizeButton /> : null);

function VenueToolbar() {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Toolbar>
  );
}

/**
 * The venue edit form: the generated tabs (formLayout) plus the spec's venue extras, the GPS
 * lookup below the coordinates, the checkout integration tab (for its view permission) and the
 * delivery areas' map.
 */
function VenueTabbedForm() {
  const entity = useEntity();
  const translate = useTranslate();
  const grant = useGrant();
  const tabs = formLayout(entity, 'edit');
  const showCheckout = checkAccess(grant, 'venue.checkoutIntegration.view');
  const anchor = CHECKOUT_AFTER.find((name) => tabs.some((t) => t.name === name));
  // The map mounts when its tab is shown: Leaflet measures its box, and loads only then.
  const { pathname } = useLocation();
  const onDelivery = pathname.endsWith('/delivery');
  const onDelfi = pathname.endsWith(`/${DELFI_TAB}`);
  const label = (name: string) => translate(`resources.${entity.id}.tabs.${name}`, { _: translate(`app.tabs.${name}`, { _: humanize(name) }) });
  return (
    // Tabs in the address (/venue/{id}/edit/openingHours), so a message can link to a tab.
    <TabbedForm toolbar={<VenueToolbar />} tabs={<FormTabs />} warnWhenUnsavedChanges>
      {tabs.flatMap((tab, index) => [
        <TabbedForm.Tab key={tab.name} label={label(tab.name)} path={index === 0 ? undefined : tab.name}>
          <FormSections sections={tab.sections} after={afterField} />
          {tab.name === DELFI_TAB && onDelfi && (
            <Suspense fallback={null}>
              <DelfiPanel />
            </Suspense>
          )}
        </TabbedForm.Tab>,
        ...(showCheckout && tab.name === anchor
          ? [
              <TabbedForm.Tab key="checkoutIntegration" label={translate('app.venueEdit.checkoutIntegration.tab')} path="checkoutIntegration">
                <CheckoutIntegrationTab />
              </TabbedForm.Tab>,
            ]
          : []),
        ...(tab.name === DELIVERY_AFTER
          ? [
              <TabbedForm.Tab key="delivery" label={translate('resources.venue.fields.areas')} path="delivery">
                {onDelivery && (
                  <Suspense fallback={null}>
                    <DeliveryAreasTab />
                  </Suspense>
                )}
              </TabbedForm.Tab>,
            ]
          : []),
      ])}
    </TabbedForm>
  );
}

/** /venue/{id}/edit: pessimistic, so the server's 422 field errors land on their inputs. */
export function VenueFullEdit({ actions }: { actions?: ReactElement }) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  return (
    <Edit mutationMode="pessimistic" redirect={`/${resource}`} transform={(data: Record<string, unknown>) => toPayload(entity, data, 'edit')} actions={actions}>
      <VenueTabbedForm />
    </Edit>
  );
}
