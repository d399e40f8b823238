import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useEnumLabel } from '../from-schema/useEnumLabel';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { Entity } from '../../core/registry';
import { humanize } from '../from-schema/humanize';
import { recordTitle } from '../from-schema/recordTitle';
import { entityOf, resourceName } from '../resourceNames';
// The full declarations: entityOf() answers them (not the summaries) once this has run.
import '../registry';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { SECURITY_ROUTE } from '../security/securityAccess';
import { crumbTail } from './crumbTail';
import { editSegment } from '../editSegment';
import { MENU_GROUPS } from './menuGroups';

/** Shell pages that are not entities, by their first path segment: the catalogue key of their title. */
const SHELL_PAGES: Record<string, string> = { home: 'app.home', dashboard: 'menu.dashboard' };
/** The sidebar's own pages (article manager, foodcard import, translation…) by their first path segment, named as the menu names them. */
const MENU_PAGES = new Map(MENU_GROUPS.flatMap((g) => g.pages ?? []).filter((p) => p.to.split('/').filter(Boolean).length === 1).map((p) => [p.to.slice(1), p]));

/**
 * The record a screen is about, by name. It only reads the query the edit and show screens make
 * (same resource, id and venue) and never calls itself: no second request, and nothing is asked
 * for a screen the user may not open (the forbidden page makes no call).
 */
function RecordCrumb({ entity, id }: { entity: Entity; id: string }) {
  const { venueId } = useSelectedVenue();
  const [locale] = useLocaleState();
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;
  const { data } = useGetOne(resourceName(entity), { id, meta }, { enabled: false });
  const title = recordTitle(entity, data, locale, useEnumLabel(entity));
  return title ? <Typography color="text.primary" fontSize="inherit">{title}</Typography> : null;
}

/** Spec part 1 §2: built from the route, the parent index as a link, the record by name, the screen. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  if (pathname === SECURITY_ROUTE) {
    return (
      <Breadcrumbs aria-label={translate('chrome.breadcrumb')} sx={{ mt: 1.5, mb: 0.5, fontSize: 14 }}>
        <Typography color="text.primary" fontSize="inherit">{translate('app.security')}</Typography>
      </Breadcrumbs>
    );
  }
  const { first, tail, id } = crumbTail(pathname);
  const entity = entityOf(first);
  // Unknown paths show the not-found page; a crumb made of the typo would only repeat it.
  const page = entity ? undefined : MENU_PAGES.get(first ?? '');
  if (!first || (!entity && !page && !SHELL_PAGES[first])) return null;
  const parent = entity
    ? translate(`resources.${entity.id}.name`, { smart_count: 2, _: entity.def.title })
    : page
      ? translate(page.label ?? `menu.${page.name}`, { _: humanize(page.name) })
      : translate(SHELL_PAGES[first], { _: translate(`app.${first}`, { _: humanize(first) }) });
  let current: string | null = null;
  // the entity's own edit segment (cup codes: the spec's `editt`) reads as `edit`
  if (entity && tail[0] === editSegment(entity)) tail[0] = 'edit';
  const screen = tail.join('.');
  if (tail[0] === 'create') current = translate('ra.action.create');
  // `edit/<tab>` of a tabbed edit screen (the venue's) is the edit screen; `edit/simple` is its own.
  else if (screen === 'edit' || (tail[0] === 'edit' && tail.length === 2 && tail[1] !== 'simple')) current = translate('ra.action.edit');
  else if (screen === 'show') current = translate('ra.action.show');
  else if (screen) current = translate(`app.routes.${screen}`, { _: humanize(tail.join(' ')) });
  return (
    <Breadcrumbs aria-label={translate('chrome.breadcrumb')} sx={{ mt: 1.5, mb: 0.5, fontSize: 14 }}>
      {current || id ? (
        <MuiLink component={Link} to={`/${first}`} underline="hover" color="inherit">{parent}</MuiLink>
      ) : (
        <Typography color="text.primary" fontSize="inherit">{parent}</Typography>
      )}
      {entity && id && <RecordCrumb entity={entity} id={id} />}
      {current && <Typography color="text.primary" fontSize="inherit">{current}</Typography>}
    </Breadcrumbs>
  );
}
