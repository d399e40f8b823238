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
import { PROMO_RULES } from './promoRules';

/**
 * The promo code list. With `promoCode.view.global` (and for admins) every code the user's tenant
 * holds, across venues; with `promoCode.view` or `view.simple` only the selected venue's codes.
 * Bulk activate and deactivate use the generic bulk update (undoable); links lead to generation,
 * Teedeli codes, the exports and the venue switch.
 */
export function PromoList() {
  const translate = useTranslate();
  const grant = useGrant();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { venueId } = useSelectedVenue();
  const global = checkAccess(grant, 'promoCode.view.global');
  const setActive = (active: boolean) => async (ids: Identifier[]) => (await dataProvider.updateMany(resource, { ids, data: { active } })).data?.length ?? ids.length;
  const bulk = checkAccess(grant, 'promoCode.update') ? (
    <>
      <UndoableBulkButton label={translate('resources.promoCode.actions.activate')} icon={<CheckCircleIcon />} run={setActive(true)} sets={['active', true]} successMessage="app.bulk.changed" />
      <UndoableBulkButton label={translate('resources.promoCode.actions.deactivate')} icon={<BlockIcon />} run={setActive(false)} sets={['active', false]} successMessage="app.bulk.changed" />
    </>
  ) : null;
  const links = (
    <>
      {checkAccess(grant, PROMO_RULES.create) && <Button component={Link} to="/promo/create/multiple" label={translate('promo.createMultiple')} />}
      {checkAccess(grant, PROMO_RULES.create) && <Button component={Link} to="/promo/create/teedeli" label={translate('promo.createTeedeli')} />}
      {checkAccess(grant, PROMO_RULES.export) && <Button component={Link} to="/promo/export" label={translate('promo.export')} />}
      {checkAccess(grant, PROMO_RULES.disable) && <Button component={Link} to="/promo/disable" label={translate('promo.disable')} />}
    </>
  );
  if (!global && !venueId) return <Alert severity="info" sx={{ mt: 2 }}>{translate('promo.selectVenue')}</Alert>;
  return <SchemaList extraBulkActions={bulk} actions={links} filter={global ? undefined : { venue: venueId }} />;
}
