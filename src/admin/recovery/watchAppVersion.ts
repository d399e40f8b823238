/** The build id of this bundle (src/admin/build/appVersion.ts); absent on the dev server. */
declare const __APP_BUILD__: string | undefined;

/** How often an open admin asks for the served build; also asked whenever its tab is shown again. */
export const VERSION_CHECK_MS = 5 * 60_000;
const RELOADED_FOR = 'appVersion.reloadedFor';

/** The app's router: a navigation that has finished is where the reload happens. */
interface Navigations {
  state: { location: { key: string } };
  subscribe(listener: (state: { navigation: { state: string }; location: { key: string } }) => void): () => void;
}

/**
 * Reloads the page once the server serves another build than the one running (spec part 1 §9:
 * a changed version after an update triggers a reload), so nobody keeps working in an old admin
 * whose screens' chunks are gone from the server. The reload waits for the user's next
 * navigation, never interrupting a form: leaving a changed form asks first, so no typed work is
 * lost, and the new screen simply opens on the new build. At most one reload per served build
 * and tab: if the reload still runs the old bundle (a cache in between), it does not loop.
 */
export function watchAppVersion(router: Navigations): void {
  const own = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : null;
  if (!own) return;
  let asking = false;
  let newBuild: string | null = null;
  let at = router.state.location.key;
  // a finished navigation: a new location (a blocked one, asking about unsaved changes, is none)
  router.subscribe(({ navigation, location }) => {
    const moved = location.key !== at;
    at = location.key;
    if (!newBuild || !moved || navigation.state !== 'idle') return;
    sessionStorage.setItem(RELOADED_FOR, newBuild);
    window.location.reload();
  });
  const check = async () => {
    if (asking) return;
    asking = true;
    try {
      const res = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' });
      if (!res.ok) return;
      const { build } = (await res.json()) as { build?: unknown };
      if (typeof build !== 'string' || build === own || sessionStorage.getItem(RELOADED_FOR) === build) return;
      newBuild = build;
    } catch {
      // Offline or the server restarting: the next check asks again.
    } finally {
      asking = false;
    }
  };
  window.setInterval(() => void check(), VERSION_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
