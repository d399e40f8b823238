import { SimpleEditPage } from '../../src/admin/foodcard/SimpleEditPage';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { ArticleEditPage, ArticleEditRedirect } from './ArticleEditPage';
import { ArticleList } from './ArticleList';

/**
 * Articles (spec part 2 §2): the edit URLs name the category (/article/{category}/{id}/edit and
 * …/edit/simple); react-admin's /article/{id}/edit forwards there.
 */
const override: ResourceOverride = {
  list: ArticleList,
  edit: ArticleEditRedirect,
  routes: [
    { path: ':category/:id/edit', component: ArticleEditPage },
    { path: ':category/:id/edit/simple', component: SimpleEditPage },
  ],
};

export default override;
