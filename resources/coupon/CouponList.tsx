import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Alert } from '@mui/material';
import { Link } from 'react-router-dom';
import { Button, useDataProvider, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { UndoableBulkButton } from '../../src/admin/from-schema/UndoableBulkButton';
import { useGrant } from '../../src/admin/session/useGrant';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { COUPON_RULES } from './couponRules';

/**
 * The coupon list, as the promo code list: with `coupon.view.global` (and for admins) every coupon
 * of the user's tenant, otherwise the selected venue's; bulk activate and deactivate (undoable);
 * links to generation, the exports and the venue switch.
 */
export function CouponList() {
  const translate = useTranslate();
  const grant = useGrant();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { venueId } = useSelectedVenue();
  const global = checkAccess(grant, 'coupon.view.global');
  const setActive = (active: boolean) => async (ids: Identifier[]) => (await dataProvider.updateMany(resource, { ids, data: { active } })).data?.length ?? ids.length;
  const bulk = checkAccess(grant, COUPON_RULES.update) ? (
    <>
      <UndoableBulkButton label={translate('resources.coupon.actions.activate')} icon={<CheckCircleIcon />} run={setActive(true)} sets={['active', true]} successMessage="app.bulk.changed" />
      <UndoableBulkButton label={translate('resources.coupon.actions.deactivate')} icon={<BlockIcon />} run={setActive(false)} sets={['active', false]} successMessage="app.bulk.changed" />
    </>
  ) : null;
  const links = (
    <>
      {checkAccess(grant, COUPON_RULES.create) && <Button component={Link} to="/coupon/create/multiple" label={translate('couponUi.createMultiple')} />}
      {checkAccess(grant, COUPON_RULES.export) && <Button component={Link} to="/coupon/export" label={translate('couponUi.export')} />}
      {checkAccess(grant, COUPON_RULES.disable) && <Button component={Link} to="/coupon/disable" label={translate('couponUi.disable')} />}
    </>
  );
  if (!global && !venueId) return <Alert severity="info" sx={{ mt: 2 }}>{translate('couponUi.selectVenue')}</Alert>;
  return <SchemaList extraBulkActions={bulk} actions={links} filter={global ? undefined : { venue: venueId }} />;
}
