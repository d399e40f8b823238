import { useContext } from 'react';
import { DownloadsContext, type DownloadsState } from './DownloadsContext';

export function useDownloads(): DownloadsState {
  const state = useContext(DownloadsContext);
  if (!state) throw new Error('useDownloads() needs <DownloadsProvider> above it (AdminLayout renders one).');
  return state;
}
