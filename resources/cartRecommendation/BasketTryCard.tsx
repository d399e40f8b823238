import { useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import {
  AutocompleteArrayInput, Button, Form, ReferenceArrayInput, SelectInput, TextInput, useDataProvider, useLocaleState, useNotify,
  useResourceContext, useTranslate,
} from 'react-admin';
import SearchIcon from '@mui/icons-material/Search';
import { orderTypes } from '../../schemas/_fragments/foodcard';
import { contentText } from '../../src/admin/format/contentText';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';

interface Suggested {
  _id: string;
  name?: Record<string, string>;
}

/**
 * Tries POST result for a basket put together here: order type, sub order type and the basket's
 * articles; shows the articles the venue would recommend for it.
 */
export function BasketTryCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { venueId } = useSelectedVenue();
  const [result, setResult] = useState<Suggested[] | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`resources.cartRecommendation.screen.${key}`);

  const run = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const body = {
        venue: venueId,
        orderType: values.orderType,
        ...(values.subOrderType ? { subOrderType: values.subOrderType } : {}),
        articles: (values.articles as string[] | undefined) ?? [],
      };
      setResult(await dataProvider.callAction<Suggested[]>(resource, 'result', { body }));
    } catch (e) {
      notify((e as Error)?.message || 'errors.unknown', { type: 'error', messageArgs: { _: (e as Error)?.message } });
    } finally {
      setBusy(false);
    }
  };

  if (!venueId) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="basket-try">
      <CardContent>
        <Typography variant="h6" component="h2">{t('title')}</Typography>
        <Form onSubmit={run} record={{ orderType: 'inside', articles: [] }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SelectInput
              source="orderType"
              label="resources.cartRecommendation.fields.orderType"
              choices={orderTypes.map((o) => ({ id: o, name: `resources.cartRecommendation.enums.orderType.${o}` }))}
              validate={(v) => (v ? undefined : 'ra.validation.required')}
            />
            <TextInput source="subOrderType" label="resources.cartRecommendation.fields.subOrderType" />
            <ReferenceArrayInput source="articles" reference="article" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteArrayInput label={t('basket')} optionText={(r: Suggested) => contentText(r?.name, locale)} sx={{ minWidth: 320 }} />
            </ReferenceArrayInput>
            <Button type="submit" label={t('run')} disabled={busy} variant="contained" sx={{ mt: 1 }}>
              <SearchIcon />
            </Button>
          </Box>
        </Form>
        {result && (
          <Box sx={{ mt: 1 }} data-testid="basket-result">
            <Typography variant="subtitle2">{t('result')}</Typography>
            {result.length === 0 ? (
              <Alert severity="info" sx={{ mt: 1 }}>{t('none')}</Alert>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {result.map((a) => <Chip key={a._id} label={contentText(a.name, locale)} />)}
              </Box>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
