import { Notification } from 'react-admin';

/** Spec part 1 §9: notifications hide after 6000 ms (and can be dismissed). */
export function AdminNotification() {
  return <Notification autoHideDuration={6000} />;
}
