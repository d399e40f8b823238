import type { RaRecord } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
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
  const canCopy = checkAccess(grant, 'article.create');
  return <SchemaList editPath={articleEditPath} cells={{ price: <PriceCell /> }} extraBulkActions={canCopy ? <CopyToVenuesButton /> : null} />;
}
