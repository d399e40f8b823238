import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { useVenueRecords } from '../../src/admin/foodcard/useVenueRecords';
import { useVenueCurrency } from '../../src/admin/foodcard/useVenueCurrency';
import { VisibilitySwitch } from '../../src/admin/foodcard/VisibilitySwitch';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { registry } from '../../src/admin/registry';
import { useGrant } from '../../src/admin/session/useGrant';

const optionArticle = registry.get('optionArticle')!;

/**
 * Below an option group's form: its option articles with their visibility switches, and links to
 * add or edit one. Hiding the last visible article of a required group is refused by the server;
 * the switch then moves back and says why.
 */
export function OptionArticlesPanel() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const localized = useLocalizedText();
  const label = useFieldLabel(optionArticle);
  const [locale] = useLocaleState();
  const currency = useVenueCurrency();
  const grant = useGrant();
  const { data = [], isPending } = useVenueRecords('optionArticle', { filter: { option: id } });
  const canCreate = checkAccess(grant, 'option.article.create');
  const canEdit = checkAccess(grant, 'option.article.update');
  const createUrl = `/optionArticle/create?source=${encodeURIComponent(JSON.stringify({ option: id }))}`;

  return (
    <Card sx={{ mt: 2 }} data-testid="option-articles">
      <CardContent>
        <Typography variant="h6" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {translate('foodcardUi.optionArticles.title')}
          {canCreate && (
            <Button component={Link} to={createUrl} label={translate('foodcardUi.optionArticles.add')}>
              <AddIcon />
            </Button>
          )}
        </Typography>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('foodcardUi.optionArticles.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{label('name')}</TableCell>
                <TableCell>{label('optionNumber')}</TableCell>
                <TableCell align="right">{label('price')}</TableCell>
                <TableCell>{label('visible')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{localized(a.name)}</TableCell>
                  <TableCell>{a.optionNumber ?? ''}</TableCell>
                  <TableCell align="right">{typeof a.price === 'number' ? formatMoney(a.price, locale, currency) : ''}</TableCell>
                  <TableCell>
                    {/* keyed by the stored value, so a refetch after another change shows the server's state */}
                    <VisibilitySwitch key={String(a.visible)} resource="optionArticle" id={String(a.id)} visible={a.visible !== false} name={localized(a.name)} />
                  </TableCell>
                  <TableCell align="right">
                    {canEdit && (
                      <IconButton component={Link} to={`/optionArticle/${a.id}/edit`} size="small" aria-label={translate('ra.action.edit')}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
