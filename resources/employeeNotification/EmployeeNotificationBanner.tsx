import { useState } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { dismissedNotifications, dismissNotification } from './dismissedNotifications';
import { useActiveNotifications } from './useActiveNotifications';

/**
 * Employee notifications valid now for the user (everybody's, their brand's, the selected
 * venue's), as banners under the toolbar like the maintenance and panic banners. Each can be
 * hidden; it stays hidden for this user in this browser.
 */
export function EmployeeNotificationBanner() {
  const translate = useTranslate();
  const { venueId } = useSelectedVenue();
  const { data = [] } = useActiveNotifications(venueId ?? null);
  const [dismissed, setDismissed] = useState(dismissedNotifications);
  const shown = data.filter((n) => !dismissed.includes(n.id));
  if (!shown.length) return null;
  return (
    <Box>
      {shown.map((n) => (
        <Alert
          key={n.id}
          severity={n.level}
          sx={{ borderRadius: 0, whiteSpace: 'pre-line' }}
          data-testid="employee-notification"
          onClose={() => {
            dismissNotification(n.id);
            setDismissed(dismissedNotifications());
          }}
          slotProps={{ closeButton: { title: translate('app.employeeNotifications.dismiss'), 'aria-label': translate('app.employeeNotifications.dismiss') } }}
        >
          <AlertTitle>{n.title}</AlertTitle>
          {n.text}
        </Alert>
      ))}
    </Box>
  );
}
