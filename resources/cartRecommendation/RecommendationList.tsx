import { Box } from '@mui/material';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { BasketTryCard } from './BasketTryCard';

/** /recommendation: the venue's basket recommendations, and below them a basket to try them on. */
export function RecommendationList() {
  const grant = useGrant();
  return (
    <Box>
      <SchemaList />
      {checkAccess(grant, 'recommendations.view') && <BasketTryCard />}
    </Box>
  );
}
