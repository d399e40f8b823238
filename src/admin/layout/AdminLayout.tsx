import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
import { ShellLayout } from './ShellLayout';
import { StepUpDialog } from '../security/StepUpDialog';

/**
 * The signed-in shell: toolbar (with the downloads tray), grouped sidebar, maintenance, panic and
 * employee notification banners, breadcrumb, page, footer; the active venue and the download jobs around all of it.
 */
/** The first segment of the address: one screen (a resource and its pages, or a page). */
const screenOf = (pathname: string) => pathname.split('/')[1] ?? '';

export function AdminLayout({ children }: { children: ReactNode }) {
  useRefetchOnLocaleChange();
  const { pathname } = useLocation();
  return (
    <MuiLocaleProvider>
      <AccessibleNames>
      <SelectedVenueProvider>
        <DownloadsProvider>
          <ShellLayout appBar={AdminAppBar} menu={GroupedMenu}>
            <MaintenanceBanner />
            <PanicBanner />
            <EmployeeNotificationBanner />
            <Breadcrumb />
            {/* only the page waits for its lazy chunk (showing its layout's skeleton) and fails alone; breadcrumb and footer stay */}
            <PageErrorBoundary>
              {/*
                Keyed by the screen: a navigation runs in a transition, and a transition keeps an
                already shown boundary's old content until the new screen is ready, so the click
                showed nothing for as long as the screen's code took. A new boundary shows its
                skeleton at once. Moves inside one screen (list to edit, a tab in the address)
                keep the boundary.
              */}
              <Suspense key={screenOf(pathname)} fallback={<PageSkeleton />}>{children}</Suspense>
            </PageErrorBoundary>
            <Footer />
            {/* asks for the second factor of any call the server holds back for one */}
            <StepUpDialog />
          </ShellLayout>
        </DownloadsProvider>
      </SelectedVenueProvider>
      </AccessibleNames>
    </MuiLocaleProvider>
  );
}
