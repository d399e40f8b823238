import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCanAccess, useDataProvider, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSelectedVenue, loadSession, setSelectedVenue, subscribeSession } from '../providers/sessionStore';
import { registry } from '../registry';
import { resourceName } from '../resourceNames';
import { routeAfterVenueSwitch } from './routeAfterVenueSwitch';
import { SelectedVenueContext, type VenueSummary } from './SelectedVenueContext';
import { toVenueSummary } from './toVenueSummary';
import { VENUE_RESOURCE } from './venueResource';

/** sessionStorage key: the user (id) whose venues were counted for the automatic selection. */
const AUTO_SELECT_CHECKED = 'venueAutoSelectChecked';

/** Resources whose cached data belongs to one venue. */
const VENUE_BOUND = new Set([...registry.values()].filter((e) => e.def['x-ui']?.needsVenue).map(resourceName));

/**
 * The active venue: its id lives in the session store (cookie `venue`, so the data provider
 * fills `{venue}` and a re-login re-selects it); its name and short id are loaded here for the
 * toolbar. A remembered venue the user may no longer use is forgotten; a user with exactly one
 * allowed venue gets it selected.
 */
export function SelectedVenueProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [venueId, setVenueId] = useState<string | null>(getSelectedVenue);
  const [venue, setVenue] = useState<VenueSummary | null>(null);
  const { canAccess: canListVenues } = useCanAccess({ resource: VENUE_RESOURCE, action: 'list' });
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  useEffect(() => subscribeSession(() => setVenueId(getSelectedVenue())), []);

  // Through the query cache (not a direct call): the panic banner reads the same record, so
  // the venue is fetched once per page, not once per reader.
  const { data: loaded, error } = useGetOne(VENUE_RESOURCE, { id: venueId ?? '' }, { enabled: !!venueId && !!canListVenues && venue?.id !== venueId, retry: false });

  useEffect(() => {
    if (!venueId) setVenue(null);
    else if (loaded && String(loaded.id) === venueId) setVenue(toVenueSummary(loaded));
  }, [venueId, loaded]);

  useEffect(() => {
    const status = (error as { status?: number } | null)?.status;
    // 404 is also the answer for a venue outside the user's tenant scope.
    if (status === 404 || status === 403) setSelectedVenue(null);
  }, [error]);

  const select = useCallback(
    (next: VenueSummary | null) => {
      const previous = getSelectedVenue();
      setVenue(next);
      setSelectedVenue(next?.id ?? null);
      setVenueId(next?.id ?? null);
      if ((next?.id ?? null) === previous) return;
      // Spec §4: selecting a venue clears the cached data of the previous one.
      queryClient.removeQueries({ type: 'inactive', predicate: (q) => VENUE_BOUND.has(String(q.queryKey[0])) });
      const target = routeAfterVenueSwitch(pathRef.current, next?.id ?? null);
      if (target) navigate(target);
    },
    [navigate, queryClient],
  );

  // Spec §4: "If exactly one venue is allowed it opens automatically." A session that names
  // the user's venues answers it without a call (the server selected the only one at sign-in);
  // one allowed every venue of its scope (empty list) asks once per user and browser tab, so a
  // user with several venues does not pay a venue call on every page load.
  useEffect(() => {
    if (venueId || !canListVenues) return;
    const session = loadSession();
    if (session?.venues.length) return;
    const user = session?.id;
    if (user && sessionStorage.getItem(AUTO_SELECT_CHECKED) === user) return;
    let live = true;
    dataProvider
      .getList(VENUE_RESOURCE, { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
      .then(({ data, total }) => {
        // The count is a fact about the user, kept even when this effect was replaced meanwhile.
        if (total !== 1 || data.length !== 1) {
          if (user) sessionStorage.setItem(AUTO_SELECT_CHECKED, user);
        } else if (live) select(toVenueSummary(data[0]));
      })
      .catch(() => undefined); // the selector dialog reports list errors when it is opened
    return () => {
      live = false;
    };
  }, [venueId, canListVenues, dataProvider, select]);

  const value = useMemo(() => ({ venueId, venue, select }), [venueId, venue, select]);
  return <SelectedVenueContext.Provider value={value}>{children}</SelectedVenueContext.Provider>;
}
