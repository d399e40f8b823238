import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

export interface EnvironmentsAnswer { current: 'dev' | 'prod'; available: ('dev' | 'prod')[] }

/** The environments this server reaches (GET v1/sync/environments), for the copy and migrate targets. */
export function useEnvironments() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['syncJob', 'environments'], queryFn: () => dataProvider.callAction<EnvironmentsAnswer>('syncJob', 'environments') });
}
