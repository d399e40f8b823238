import { useState } from 'react';
import {
  Alert, Box, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CreateButton, Title, TopToolbar, useCanAccess, useDataProvider, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InventoryGroups, InventoryProduct } from '../../src/server/entities/inventory/groupInventory';
import { contentText } from '../../src/admin/format/contentText';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useDebouncedValue } from '../../src/admin/selectedVenue/useDebouncedValue';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';

function ProductTable({ title, rows, option }: { title: string; rows: InventoryProduct[]; option: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const resource = useResourceContext()!;
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const t = (key: string) => translate(`resources.inventory.screen.${key}`);
  return (
    <Card sx={{ flex: '1 1 420px' }}>
      <CardContent>
        <Typography variant="h6" component="h2">{title}</Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>{t('empty')}</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('product')}</TableCell>
                <TableCell>{t(option ? 'optionNumber' : 'number')}</TableCell>
                <TableCell>{t('entry')}</TableCell>
                <TableCell align="right">{t('stock')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow
                  key={`${r.entry}-${r.article._id}`}
                  hover={canEdit}
                  sx={canEdit ? { cursor: 'pointer' } : undefined}
                  onClick={canEdit ? () => navigate(`/${resource}/${r.entry}/edit`) : undefined}
                >
                  <TableCell>{contentText(r.article.name, locale)}</TableCell>
                  <TableCell>{(option ? r.article.optionNumber : r.article.number) ?? ''}</TableCell>
                  <TableCell>{r.entryName ?? ''}</TableCell>
                  <TableCell align="right">{r.stock}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /inventory: the selected venue's stock per product, grouped into articles and options (the
 * spec's GET venue/{venue}), with its search and ignoreByNumber filters. A row opens its entry.
 */
export function InventoryPage() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { venueId } = useSelectedVenue();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const [search, setSearch] = useState('');
  const [ignore, setIgnore] = useState('');
  const params = { search: useDebouncedValue(search.trim()), ignoreByNumber: useDebouncedValue(ignore.trim()) };
  const { data, isPending, error } = useQuery({
    queryKey: ['inventory', 'grouped', venueId, params],
    enabled: !!venueId,
    queryFn: () => dataProvider.callAction<InventoryGroups>(resource, 'grouped', { params: { venue: venueId!, ...params } }),
  });
  const t = (key: string) => translate(`resources.inventory.screen.${key}`);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.inventory.name', { smart_count: 2 })} />
      <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField label={t('search')} value={search} onChange={(e) => setSearch(e.target.value)} size="small" type="search" />
        <TextField label={t('ignoreByNumber')} helperText={t('ignoreHelp')} value={ignore} onChange={(e) => setIgnore(e.target.value)} size="small" sx={{ minWidth: 320 }} />
      </Box>
      {isPending && venueId ? (
        <CircularProgress size={24} />
      ) : error ? (
        <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert>
      ) : data ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ProductTable title={t('articles')} rows={data.articles} option={false} />
          <ProductTable title={t('options')} rows={data.options} option />
        </Box>
      ) : null}
    </Box>
  );
}
