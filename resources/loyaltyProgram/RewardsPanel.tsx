import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { apiCall, type AnswerOf } from '../../src/admin/providers/apiCall';

type Rewards = AnswerOf<NonNullable<import('../../openapi/types').paths['/api/v1/loyalty/reward/bygroup/{customerGroup}']['get']>>['data'];

/** Codes that mean "the provider cannot be asked now" rather than a fault of the request. */
const UNREACHABLE = new Set(['LOYALTY_PROVIDER_FAILED', 'LOYALTY_PROVIDER_MISSING']);

/**
 * The rewards of the edited program's customer group, asked live from its provider (spec part 2
 * §3). A failed fetch is logged and leaves the list as it was (spec §8), with a notice that the
 * provider is not reachable; "Refresh" asks again.
 */
export function RewardsPanel() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: program } = useGetOne('loyaltyPrograms', { id: id ?? '' }, { enabled: !!id });
  const group = program?.customerGroup as string | undefined;
  const [rewards, setRewards] = useState<Rewards | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!group) return;
    setBusy(true);
    try {
      const res = await apiCall('v1/loyalty/reward/bygroup/{customerGroup}', 'get', { params: { customerGroup: group } });
      setRewards(res.data);
      setFailure(null);
    } catch (e) {
      const err = e as { status?: number; body?: { code?: string }; message?: string };
      // Spec §8: logged, and the list stays as it was.
      console.warn('loyalty rewards fetch failed', err.status, err.body?.code ?? err.message);
      setFailure(err.body?.code && UNREACHABLE.has(err.body.code) ? 'loyaltyUi.rewards.unreachable' : 'loyaltyUi.rewards.failed');
    } finally {
      setBusy(false);
    }
  }, [group]);

  // The program's type or credentials may just have changed: ask again whenever it is saved.
  useEffect(() => {
    void load();
  }, [load, program?.updatedAt]);

  if (!id) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="loyalty-rewards-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2" id="loyalty-rewards-title">{translate('loyaltyUi.rewards.title')}</Typography>
          <Button size="small" onClick={() => void load()} disabled={busy || !group} startIcon={busy ? <CircularProgress size={16} /> : <RefreshIcon />}>
            {translate('loyaltyUi.rewards.refresh')}
          </Button>
        </Box>
        {failure && <Alert severity="warning" sx={{ mb: 1 }} data-testid="rewards-failure">{translate(failure)}</Alert>}
        {rewards && rewards.length === 0 && <Typography data-testid="rewards-empty">{translate('loyaltyUi.rewards.empty')}</Typography>}
        {rewards && rewards.length > 0 && (
          <List dense data-testid="rewards-list">
            {rewards.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={r.name}
                  secondary={[r.points === null ? null : translate('loyaltyUi.rewards.points', { smart_count: r.points }), r.description].filter(Boolean).join(' · ') || undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
