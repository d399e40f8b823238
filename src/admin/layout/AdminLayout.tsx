import { Suspense, type ReactNode } from 'react';
import { Layout, Loading } from 'react-admin';
import { SelectedVenueProvider } from '../venue/SelectedVenueProvider';
import { AdminAppBar } from './AdminAppBar';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { GroupedMenu } from './GroupedMenu';

/** The signed-in shell: toolbar, grouped sidebar, breadcrumb, page, footer; the active venue around all of it. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SelectedVenueProvider>
      <Layout appBar={AdminAppBar} menu={GroupedMenu}>
        <Breadcrumb />
        {/* only the page waits for its lazy chunk; breadcrumb and footer stay */}
        <Suspense fallback={<Loading />}>{children}</Suspense>
        <Footer />
      </Layout>
    </SelectedVenueProvider>
  );
}
