import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Alert } from '@mui/material';
import { Link } from 'react-router-dom';
import { Button, useDataProvider, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { SchemaList } from '../from-schema/SchemaList';
import { UndoableBulkButton } from '../from-schema/UndoableBulkButton';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import type { PromotionConfig } from './PromotionConfig';

/**
 * The promo code (or coupon) list. With `<perm>.view.global` (and for admins) every code the
 * user's tenant holds, across venues; otherwise only the selected venue's codes. Bulk activate and
 * deactivate use the generic bulk update (undoable); links lead to generation, the exports and
 * the venue switch.
 */
export function PromotionList({ config }: { config: PromotionConfig }) {
  const { perm, base, i18n } = config;
  const translate = useTranslate();
  const grant = useGrant();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { venueId } = useSelectedVenue();
  const global = checkAccess(grant, `${perm}.view.global`);
  const setActive = (active: boolean) => async (ids: Identifier[]) => (await dataProvider.updateMany(resource, { ids, data: { active } })).data?.length ?? ids.length;
  const bulk = checkAccess(grant, `${perm}.update`) ? (
    <>
      <UndoableBulkButton label={translate(`resources.${perm}.actions.activate`)} icon={<CheckCircleIcon />} run={setActive(true)} sets={['active', true]} successMessage="app.bulk.changed" />
      <UndoableBulkButton label={translate(`resources.${perm}.actions.deactivate`)} icon={<BlockIcon />} run={setActive(false)} sets={['active', false]} successMessage="app.bulk.changed" />
    </>
  ) : null;
  const create = [{ path: 'create/multiple', label: 'createMultiple' }, ...(config.extraCreateLinks ?? [])];
  const links = (
    <>
      {create.map((l) => checkAccess(grant, config.rules.create) && <Button key={l.path} component={Link} to={`${base}/${l.path}`} label={translate(`${i18n}.${l.label}`)} />)}
      {checkAccess(grant, config.rules.export) && <Button component={Link} to={`${base}/export`} label={translate(`${i18n}.exportOptions`)} />}
      {checkAccess(grant, config.rules.disable) && <Button component={Link} to={`${base}/disable`} label={translate(`${i18n}.disable`)} />}
    </>
  );
  if (!global && !venueId) return <Alert severity="info" sx={{ mt: 2 }}>{translate(`${i18n}.selectVenue`)}</Alert>;
  return <SchemaList extraBulkActions={bulk} actions={links} filter={global ? undefined : { venue: venueId }} />;
}
