import { useLocaleState, type RaRecord } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { useVenueCurrency } from '../../src/admin/foodcard/useVenueCurrency';
import { CopyToVenuesButton } from './CopyToVenuesButton';
import { PriceCell } from './PriceCell';

/** The spec's edit URL of an article names its category: /article/{category}/{id}/edit. */
export const articleEditPath = (r: RaRecord) => `/article/${r.category}/${r.id}/edit`;

/**
 * The generated article list (category filter, search, flag toggles, bulk flag calls) with the
 * price in the venue's currency, rows leading to /article/{category}/{id}/edit, and "Copy to
 * venues" beside the bulk actions for users who may create articles.
 */
export function ArticleList() {
  const grant = useGrant();
  // read once for the whole list, not once per row (see PriceCell)
  const [locale] = useLocaleState();
  const currency = useVenueCurrency();
  const canCopy = checkAccess(grant, 'article.create');
  // Holders of only article.update.simple edit on the simple screen rather than reading.
  const simple = checkAccess(grant, 'article.update.simple') ? (r: RaRecord) => `${articleEditPath(r)}/simple` : undefined;
  return <SchemaList editPath={articleEditPath} restrictedPath={simple} cells={{ price: <PriceCell currency={currency} locale={locale} /> }} extraBulkActions={canCopy ? <CopyToVenuesButton /> : null} />;
}
