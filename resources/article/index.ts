import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { ArticleList } from './ArticleList';

/**
 * Articles (spec part 2 §2): the edit URLs name the category (/article/{category}/{id}/edit and
 * …/edit/simple); react-admin's /article/{id}/edit forwards there.
 */
const override: ResourceOverride = {
  list: ArticleList,
  edit: lazyView(() => import('./ArticleEditPage'), (m) => m.ArticleEditRedirect),
  routes: [
    { path: ':category/:id/edit', component: lazyView(() => import('./ArticleEditPage'), (m) => m.ArticleEditPage) },
    { path: ':category/:id/edit/simple', component: lazyView(() => import('../../src/admin/foodcard/SimpleEditPage'), (m) => m.SimpleEditPage) },
  ],
};

export default override;
