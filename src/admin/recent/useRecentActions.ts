import { useSyncExternalStore } from 'react';
import { getRecentActions, subscribeRecentActions } from './recentActionsStore';
import type { RecentAction } from './recentActions';

/** The signed-in user's recent actions, newest first; re-renders when one is added. */
export function useRecentActions(): RecentAction[] {
  return useSyncExternalStore(subscribeRecentActions, getRecentActions, () => []);
}
