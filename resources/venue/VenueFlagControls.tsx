import PowerIcon from '@mui/icons-material/PowerSettingsNew';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import GppBadIcon from '@mui/icons-material/GppBad';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { useVenueAction } from './useVenueAction';

interface Control {
  key: string;
  label: string;
  question: string;
  icon: ReactElement;
  action: string;
  body?: Record<string, boolean>;
}

/**
 * The venue states that only had API calls (spec part 1 §4): service on or off, un-publish and
 * un-verify, each a button shown with its permission and only where it changes something, each
 * asking first (the question names the venue).
 */
export function VenueFlagControls() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const { run, busy } = useVenueAction();
  const [open, setOpen] = useState<Control | null>(null);
  if (!record) return null;
  const t = (k: string) => translate(`app.venueControls.${k}`, { name: record.name });
  const controls: Control[] = [];
  if (record.isServiceActivated && checkAccess(grant, 'venue.deactivate')) {
    controls.push({ key: 'deactivateService', label: t('deactivateService'), question: t('confirmDeactivateService'), icon: <PowerIcon />, action: 'deactivateService' });
  }
  if (!record.isServiceActivated && checkAccess(grant, 'venue.activate')) {
    controls.push({ key: 'activateService', label: t('activateService'), question: t('confirmActivateService'), icon: <PowerIcon />, action: 'activateService' });
  }
  if (record.isPublished && checkAccess(grant, 'venue.publish')) {
    controls.push({ key: 'unpublish', label: t('unpublish'), question: t('confirmUnpublish'), icon: <UnpublishedIcon />, action: 'publish', body: { isPublished: false } });
  }
  if (record.verified && checkAccess(grant, 'venue.verify')) {
    controls.push({ key: 'unverify', label: t('unverify'), question: t('confirmUnverify'), icon: <GppBadIcon />, action: 'verify', body: { verified: false } });
  }
  const confirm = async () => {
    if (!open) return;
    const done = await run(open.action, { params: { id: String(record.id) }, body: open.body ?? {} });
    setOpen(null);
    if (done) notify(t('done'), { type: 'success' });
  };
  return (
    <>
      {controls.map((c) => (
        <Button key={c.key} label={c.label} onClick={() => setOpen(c)} disabled={busy} data-testid={`venue-${c.key}`}>
          {c.icon}
        </Button>
      ))}
      <Confirm isOpen={!!open} loading={busy} title={open?.label ?? ''} content={open?.question ?? ''} onConfirm={confirm} onClose={() => setOpen(null)} />
    </>
  );
}
