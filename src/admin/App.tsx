import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { byRouteName } from './byRouteName';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import { LoginPage } from './login/LoginPage';
import { StartPage } from './login/StartPage';
import { DashboardPage } from './pages/DashboardPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { ForbiddenRedirect } from './pages/ForbiddenRedirect';
import { HomePage } from './pages/HomePage';
import { NotFoundInLayout } from './pages/NotFoundInLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { makeAuthProvider } from './providers/authProvider';
import { makeDataProvider } from './providers/dataProvider';
import { registry } from './registry';
import { generatedViews } from './resourceFor';
import { ResourceRouter } from './ResourceRouter';
import { resourceName } from './resourceNames';
import { theme } from './theme';

const { dataProvider, authProvider } = byRouteName(makeDataProvider(registry), makeAuthProvider(registry));

/**
 * One <Resource> per registered entity, named after its spec route. Each mounts a
 * ResourceRouter that serves the spec's URLs with the generated views or the entity's override.
 */
const resources = [...registry.values()].map((entity) => {
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
      recordRepresentation={ui.titleField}
      options={{ label: `resources.${entity.id}.name` }}
    />
  );
});

export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AdminLayout}
      loginPage={LoginPage}
      notification={AdminNotification}
      catchAll={NotFoundInLayout}
      accessDenied={ForbiddenRedirect}
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<StartPage />} />
        <Route path="/401" element={<ForbiddenPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/error" element={<Navigate to="/" replace />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
      </CustomRoutes>
      {resources}
    </Admin>
  );
}
