import { Alert, Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { PromotionGenerateForm, num, toGenerateBody, type GenerateValues } from '../../src/admin/promotions/PromotionGenerateForm';
import { COUPON_CONFIG } from './couponConfig';

/**
 * /coupon/create/multiple: `generateAmount` coupons from one template for the selected venue
 * (POST general/coupons/generate); a login is enough, the venue must be one of the user's. The
 * form's fields are the promo code generation's, labelled from the shared promotion fields.
 */
export function CouponGeneratePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const { venueId } = useSelectedVenue();

  const submit = async (values: GenerateValues) => {
    if (!venueId) return;
    try {
      const body = toGenerateBody(values, { generateAmount: num(values.generateAmount), venue: venueId });
      const res = await apiCall('v1/general/coupons/generate', 'post', { body: body as any });
      notify('couponUi.generated', { type: 'success', messageArgs: { smart_count: res.data.count } });
      navigate('/coupon');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <RequireAccess rule={COUPON_CONFIG.rules.create}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate('couponUi.createMultiple')} />
        {!venueId ? <Alert severity="warning">{translate('couponUi.noVenueGenerate')}</Alert> : <PromotionGenerateForm i18n="couponUi" onSubmit={submit} />}
      </Box>
    </RequireAccess>
  );
}
