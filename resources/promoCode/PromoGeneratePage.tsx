import { Alert, Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Button, Title, useNotify, useTranslate } from 'react-admin';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { PromotionGenerateForm, toGenerateBody, type GenerateValues } from '../../src/admin/promotions/PromotionGenerateForm';
import { PROMO_CONFIG } from './promoConfig';

/**
 * /promo/create/multiple and /promo/create/teedeli: `generateAmount` codes from one template for
 * the selected venue (generated codes belong to one venue). Teedeli codes are generated inactive;
 * the page also downloads the venue's Teedeli QR codes (one page per code).
 */
function PromoGeneratePage({ teedeli }: { teedeli: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { venueId } = useSelectedVenue();

  const qrCodes = async (venue: string) => {
    try {
      const file = await apiFile('v1/general/promoCode/teedeli/generateQRCodes', 'get', { query: { venue } });
      saveBlob(file.blob, file.filename ?? 'teedeli-qr-codes.pdf');
    } catch (error) {
      notify((error as Error)?.message || 'promo.failed', { type: 'error', messageArgs: { _: translate('promo.failed') } });
    }
  };

  const submit = async (values: GenerateValues) => {
    try {
      const body = toGenerateBody(values, { generateAmount: Number(values.generateAmount), venue: venueId ?? undefined }) as any;
      const res = teedeli
        ? await apiCall('v1/general/promoCode/generatePromoTeedeli', 'post', { body })
        : await apiCall('v1/general/promoCode/generate', 'post', { body });
      notify('promo.generated', { type: 'success', messageArgs: { smart_count: res.data.count } });
      navigate('/promo');
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: { path: string; message: string }[] } };
      const fields = e.body?.errors?.map((f) => `${f.path}: ${f.message}`).join(', ');
      notify(fields || e.message || 'promo.failed', { type: 'error', messageArgs: { _: fields || translate('promo.failed') } });
    }
  };

  return (
    <RequireAccess rule={PROMO_CONFIG.rules.create}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate(teedeli ? 'promo.createTeedeli' : 'promo.createMultiple')} />
        {teedeli && <Alert severity="info" sx={{ mb: 2 }}>{translate('promo.generateTeedeliHint')}</Alert>}
        {teedeli && venueId && (
          <Box sx={{ mb: 2 }}><Button variant="outlined" label={translate('promo.qrCodes')} onClick={() => void qrCodes(venueId)} /></Box>
        )}
        {!venueId ? <Alert severity="warning">{translate('promo.noVenueGenerate')}</Alert> : <PromotionGenerateForm i18n="promo" onSubmit={submit} />}
      </Box>
    </RequireAccess>
  );
}

export const PromoGenerateMultiplePage = () => <PromoGeneratePage teedeli={false} />;
export const PromoGenerateTeedeliPage = () => <PromoGeneratePage teedeli />;
