import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { AccessRule } from '../../core/permissions';
import { RequireAccess } from '../pages/RequireAccess';
import { registry } from '../registry';
import { VenueGate } from '../selectedVenue/VenueGate';

const article = registry.get('article')!;

/** A foodcard page outside the entity routes (/article-manager, /translation): its permission, then a venue. */
export function FoodcardPage({ rule, page: Page }: { rule: AccessRule; page: ComponentType }) {
  return (
    <RequireAccess rule={rule}>
      <VenueGate entity={article}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </VenueGate>
    </RequireAccess>
  );
}
