import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DownloadsProvider } from '../downloads/DownloadsProvider';
import { EmployeeNotificationBanner } from '../../../resources/employeeNotification/EmployeeNotificationBanner';
import { useRefetchOnLocaleChange } from '../i18n/useRefetchOnLocaleChange';
import { PageErrorBoundary } from '../recovery/PageErrorBoundary';
import { SelectedVenueProvider } from '../selectedVenue/SelectedVenueProvider';
import { AccessibleNames } from './AccessibleNames';
import { AdminAppBar } from './AdminAppBar';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { GroupedMenu } from './GroupedMenu';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MuiLocaleProvider } from './MuiLocaleProvider';
import { PanicBanner } from './PanicBanner';
import { PageSkeleton } from './PageSkeleton';
import { StepUpDialog } from '../security/StepUpDialog';

/**
 * The signed-in shell: toolbar (with the downloads tray), grouped sidebar, maintenance, panic and
 * employee notification banners, breadcrumb, page, footer; the active venue and the download jobs around all of it.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  useRefetchOnLocaleChange();
  return (
    <MuiLocaleProvider>
      <AccessibleNames>
      <SelectedVenueProvider>
        <DownloadsProvider>
          <Layout appBar={AdminAppBar} menu={GroupedMenu}>
            <MaintenanceBanner />
            <PanicBanner />
            <EmployeeNotificationBanner />
            <Breadcrumb />
            {/* only the page waits for its lazy chunk (showing its layout's skeleton) and fails alone; breadcrumb and footer stay */}
            <PageErrorBoundary>
              <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
            </PageErrorBoundary>
            <Footer />
            {/* asks for the second factor of any call the server holds back for one */}
            <StepUpDialog />
          </Layout>
        </DownloadsProvider>
      </SelectedVenueProvider>
      </AccessibleNames>
    </MuiLocaleProvider>
  );
}
