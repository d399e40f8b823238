import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { RecommendationList } from './RecommendationList';

const override: ResourceOverride = {
  list: RecommendationList,
};

export default override;
