import { Fragment, useState } from 'react';
import { Box, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { useGrant } from '../../src/admin/session/useGrant';
import { matchesSearch } from '../../src/admin/foodcard/matchesSearch';
import { useVenueRecords } from '../../src/admin/foodcard/useVenueRecords';
import { VisibilitySwitch } from '../../src/admin/foodcard/VisibilitySwitch';

interface Section {
  parent: RaRecord;
  children: RaRecord[];
}

/** Parents with their children; with a search, the parents that match or hold a match (then only the matching children). */
function sections(parents: RaRecord[], children: RaRecord[], key: string, search: string, locale: string): Section[] {
  const out: Section[] = [];
  for (const parent of parents) {
    const own = children.filter((c) => c[key] === parent.id);
    const parentMatches = matchesSearch(parent, search, locale);
    const matching = parentMatches ? own : own.filter((c) => matchesSearch(c, search, locale));
    if (parentMatches || matching.length) out.push({ parent, children: matching });
  }
  return out;
}

function Tree({ title, parentResource, childResource, list, testId }: { title: string; parentResource: string; childResource: string; list: Section[]; testId: string }) {
  const translate = useTranslate();
  const localized = useLocalizedText();
  return (
    <Card sx={{ flex: 1, minWidth: 320 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" gutterBottom>{title}</Typography>
        {list.length === 0 && <Typography color="text.secondary">{translate('foodcardUi.manager.empty')}</Typography>}
        <List dense disablePadding>
          {list.map(({ parent, children }, i) => (
            // No wrapper or divider element between the list and its items (axe: list, listitem).
            <Fragment key={parent.id}>
              <ListItem disableGutters sx={i > 0 ? { borderTop: 1, borderColor: 'divider' } : undefined} secondaryAction={<VisibilitySwitch resource={parentResource} id={String(parent.id)} visible={parent.visible !== false} name={localized(parent.name)} />}>
                <ListItemText primary={localized(parent.name)} slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItem>
              {children.map((c) => (
                <ListItem key={c.id} disableGutters sx={{ pl: 3 }} secondaryAction={<VisibilitySwitch resource={childResource} id={String(c.id)} visible={c.visible !== false} name={localized(c.name)} />}>
                  <ListItemText primary={localized(c.name)} secondary={[c.number, c.optionNumber].filter(Boolean).join(' · ') || undefined} />
                </ListItem>
              ))}
            </Fragment>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * /article-manager (article.view, venue): the venue's categories with their articles and option
 * groups with their option articles, each with a visibility switch that applies at once.
 */
export function ArticleManagerPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const [search, setSearch] = useState('');
  const canOptions = checkAccess(grant, 'option.view') && checkAccess(grant, 'option.article.view');
  const categories = useVenueRecords('category');
  const articles = useVenueRecords('article');
  const options = useVenueRecords('option', { enabled: canOptions });
  const optionArticles = useVenueRecords('optionArticle', { enabled: canOptions });
  const menu = sections(categories.data ?? [], articles.data ?? [], 'category', search, locale);
  const choices = sections(options.data ?? [], optionArticles.data ?? [], 'option', search, locale);
  const loaded = !categories.isPending && !articles.isPending;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('foodcardUi.menu.articleManager')} />
      <TextField
        label={translate('foodcardUi.manager.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        sx={{ mb: 2, width: 360, maxWidth: '100%' }}
        type="search"
      />
      {loaded && search.trim() && menu.length === 0 && choices.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('foodcardUi.manager.noMatch')}</Typography>
      )}
      {loaded && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Tree title={translate('foodcardUi.manager.categories')} parentResource="category" childResource="article" list={menu} testId="manager-categories" />
          {canOptions && <Tree title={translate('foodcardUi.manager.options')} parentResource="option" childResource="optionArticle" list={choices} testId="manager-options" />}
        </Box>
      )}
    </Box>
  );
}
