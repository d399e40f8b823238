import type { ComponentType, ReactNode } from 'react';
import { useSession } from '../session/useSession';
import { ForbiddenPage } from './ForbiddenPage';

/**
 * /401 (spec part 1 §2): a signed-in user lands here when a call is refused (403), and sees the
 * message inside the app's frame, menu and toolbar included, like a screen it may not open;
 * without a session the page stands on its own, as the public pages do.
 */
export function ForbiddenRoute({ layout: Layout }: { layout: ComponentType<{ children: ReactNode }> }) {
  const session = useSession();
  if (!session) return <ForbiddenPage />;
  return (
    <Layout>
      <ForbiddenPage inLayout />
    </Layout>
  );
}
