import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { humanize } from '../from-schema/humanize';
import { entityOf } from '../resourceNames';
import { crumbTail } from './crumbTail';

/** Shell pages that are not entities. */
const SHELL_PAGES = new Set(['home', 'dashboard']);

/** Spec part 1 §2: built from the route, the parent index as a link plus the current item. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { first, tail } = crumbTail(pathname);
  const entity = entityOf(first);
  // Unknown paths show the not-found page; a crumb made of the typo would only repeat it.
  if (!first || (!entity && !SHELL_PAGES.has(first))) return null;
  const parent = entity
    ? translate(`resources.${entity.id}.name`, { smart_count: 2, _: entity.def.title })
    : translate(`menu.${first}`, { _: translate(`app.${first}`, { _: humanize(first) }) });
  let current: string | null = null;
  const screen = tail.join('.');
  if (tail[0] === 'create') current = translate('ra.action.create');
  else if (screen === 'edit') current = translate('ra.action.edit');
  else if (screen === 'show') current = translate('ra.action.show');
  else if (screen) current = translate(`app.routes.${screen}`, { _: humanize(tail.join(' ')) });
  return (
    <Breadcrumbs aria-label={translate('chrome.breadcrumb')} sx={{ mt: 1.5, mb: 0.5, fontSize: 14 }}>
      {current ? (
        <MuiLink component={Link} to={`/${first}`} underline="hover" color="inherit">{parent}</MuiLink>
      ) : (
        <Typography color="text.primary" fontSize="inherit">{parent}</Typography>
      )}
      {current && <Typography color="text.primary" fontSize="inherit">{current}</Typography>}
    </Breadcrumbs>
  );
}
