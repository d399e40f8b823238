import { Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Loading, Resource, type I18nProvider } from 'react-admin';
import { AdminShell } from './AdminShell';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { Navigate, Route } from 'react-router-dom';
import { byRouteName } from './byRouteName';
import { AdminNotification } from './layout/AdminNotification';
import { LoginPage } from './login/LoginPage';
import { lazyRetry } from './recovery/lazyRetry';
import { withTexts } from './i18n/withTexts';
import { StartPage } from './login/StartPage';
import { recordRepresentation } from './format/recordRepresentation';
import { ForbiddenRoute } from './pages/ForbiddenRoute';
import { ForbiddenInLayout } from './pages/ForbiddenInLayout';
import { RequireAccess } from './pages/RequireAccess';
import { NotFoundInLayout } from './pages/NotFoundInLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { SECURITY_ROUTE } from './security/securityAccess';
import { SALES_SCREENS, type SalesScreenName } from './sales/salesScreens';
import { makeAuthProvider } from './providers/authProvider';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { withRecentActions } from './recent/withRecentActions';
import { menuRegistry } from './menuRegistry';
import { generatedViews } from './resourceFor';
import { resourceName } from './resourceNames';
import { userPreferenceStore } from './session/userPreferenceStore';
import { darkTheme, theme } from './theme';

// Pages beyond the sign-in load on first visit, so the start page stays small.
// The shell (sidebar, toolbar, banners, venue selector, downloads) is only needed once signed
// in, so the login page does not load it.
const LazyAdminLayout = lazyRetry(() => import('./layout/AdminLayout').then((m) => ({ default: m.AdminLayout })));
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ShellSkeleton />}>
      <LazyAdminLayout>{children}</LazyAdminLayout>
    </Suspense>
  );
}
// Every screen inside the shell (resource routes included: they bring the venue gate and its
// dialog) loads after sign-in, never with the sign-in page.
const ResourceRouter = lazyRetry(() => import('./ResourceRouter').then((m) => ({ default: m.ResourceRouter })));
const FoodcardPage = lazyRetry(() => import('./foodcard/FoodcardPage').then((m) => ({ default: m.FoodcardPage })));
const PayPalFinishPage = lazyRetry(() => withTexts('sepa', import('../../resources/sepa/PayPalFinishPage')).then((m) => ({ default: m.PayPalFinishPage })));
const UserExportPage = lazyRetry(() => withTexts('transaction', import('../../resources/transaction/UserExportPage')).then((m) => ({ default: m.UserExportPage })));
const ActivityLogExportPage = lazyRetry(() => withTexts('audit', import('../../resources/audit/ActivityLogExportPage')).then((m) => ({ default: m.ActivityLogExportPage })));
const HomePage = lazyRetry(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const DashboardPage = lazyRetry(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
// the sales and statistics screens bring their chart library and texts; the order texts name payment methods and order types
const SalesScreen = lazyRetry(() => withTexts(['sales', 'order'], import('./sales/SalesScreen')).then((m) => ({ default: m.SalesScreen })));
const SecurityPage = lazyRetry(() => withTexts('securityPage', import('./security/SecurityPage')).then((m) => ({ default: m.SecurityPage })));
const ArticleManagerPage = lazyRetry(() => withTexts('article', import('../../resources/article/ArticleManagerPage')).then((m) => ({ default: m.ArticleManagerPage })));
const TranslationPage = lazyRetry(() => withTexts('translation', import('./translation/TranslationPage')).then((m) => ({ default: m.TranslationPage })));
const FoodcardImportPage = lazyRetry(() => withTexts('imports', import('./io/FoodcardImportPage')).then((m) => ({ default: m.FoodcardImportPage })));
const ForgotPasswordPage = lazyRetry(() => withTexts('forgotPassword', import('./public/ForgotPasswordPage')).then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyRetry(() => withTexts('resetPassword', import('./public/ResetPasswordPage')).then((m) => ({ default: m.ResetPasswordPage })));
const RegisterPage = lazyRetry(() => withTexts('register', import('./public/RegisterPage')).then((m) => ({ default: m.RegisterPage })));
const RegisterVenuePage = lazyRetry(() => withTexts(['register', 'venue'], import('./public/RegisterPage')).then((m) => ({ default: m.RegisterVenuePage })));
const RegisterSuccessPage = lazyRetry(() => withTexts('register', import('./public/RegisterSuccessPage')).then((m) => ({ default: m.RegisterSuccessPage })));
const LegalDocumentPage = lazyRetry(() => withTexts('legalPages', import('./public/LegalDocumentPage')).then((m) => ({ default: m.LegalDocumentPage })));
const PrivacyPage = lazyRetry(() => withTexts('legalPages', import('./public/PlatformTextPage')).then((m) => ({ default: m.PrivacyPage })));
const ImprintPage = lazyRetry(() => withTexts('legalPages', import('./public/PlatformTextPage')).then((m) => ({ default: m.ImprintPage })));

/** Public pages render outside the shell, so they bring their own loading state. */
function Public({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** List columns and saved queries are kept per user and survive a logout. */
const store = userPreferenceStore();

// The providers route and check access with the summaries; the data provider's calls (bodies,
// read-only fields) need the full declarations, loaded with its first call.
const fullRegistry = () => import('./registry');
const withActions = (id: string) => fullRegistry().then(({ ensureEntity, registry }) => ensureEntity(id).then(() => registry.get(id)));
const { dataProvider, authProvider } = byRouteName(withRecentActions(lazyDataProvider(fullRegistry), menuRegistry), makeAuthProvider(menuRegistry, withActions));

/**
 * One <Resource> per registered entity, named after its spec route. Each mounts a
 * ResourceRouter that serves the spec's URLs with the generated views or the entity's override.
 */
const resources = [...menuRegistry.values()].map((entity) => {
  const views = generatedViews(entity);
  const ui = entity.def['x-ui'] ?? {};
  return (
    <Resource
      key={entity.id}
      name={resourceName(entity)}
      list={ResourceRouter}
      hasCreate={!!views.create}
      hasEdit={!!views.edit}
      hasShow={!!views.show}
      recordRepresentation={recordRepresentation(entity.id, ui.titleField)}
      options={{ label: `resources.${entity.id}.name` }}
    />
  );
});

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminShell
      disableTelemetry
      requireAuth
      title="Back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={darkTheme}
      store={store}
      layout={AdminLayout}
      loginPage={LoginPage}
      notification={AdminNotification}
      catchAll={NotFoundInLayout}
      accessDenied={ForbiddenInLayout}
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<StartPage />} />
        <Route path="/401" element={<ForbiddenRoute layout={AdminLayout} />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/error" element={<Navigate to="/" replace />} />
        <Route path="/forgot-password" element={<Public page={ForgotPasswordPage} />} />
        <Route path="/reset/:token" element={<Public page={ResetPasswordPage} />} />
        <Route path="/register/venue" element={<Public page={RegisterVenuePage} />} />
        <Route path="/register/success" element={<Public page={RegisterSuccessPage} />} />
        <Route path="/register/:customerGroup?" element={<Public page={RegisterPage} />} />
        <Route path="/legal/:id/:type" element={<Public page={LegalDocumentPage} />} />
        <Route path="/privacy" element={<Public page={PrivacyPage} />} />
        <Route path="/imprint" element={<Public page={ImprintPage} />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        {(Object.keys(SALES_SCREENS) as SalesScreenName[]).map((name) => <Route key={name} path={`/${name}`} element={<SalesScreen screen={name} />} />)}
        <Route path={SECURITY_ROUTE} element={<SecurityPage />} />
        <Route path="/article-manager" element={<FoodcardPage rule="article.view" page={ArticleManagerPage} />} />
        <Route path="/translation" element={<FoodcardPage rule="foodcard.import" page={TranslationPage} />} />
        <Route path="/foodcard" element={<FoodcardPage rule="foodcard.import" page={FoodcardImportPage} />} />
        <Route path="/userExport" element={<UserExportPage />} />
        <Route path="/activityLogExport" element={<ActivityLogExportPage />} />
        <Route path="/paypal/:id/finish" element={<RequireAccess rule="venue.paypal.authorize"><PayPalFinishPage /></RequireAccess>} />
      </CustomRoutes>
      {resources}
    </AdminShell>
  );
}
