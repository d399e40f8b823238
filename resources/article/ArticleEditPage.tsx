import { useEffect } from 'react';
import { TopToolbar, useGetOne, useRecordContext, LoadingPage } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { CopyRecordButton } from '../../src/admin/foodcard/CopyRecordButton';
import { SchemaEdit } from '../../src/admin/from-schema/SchemaEdit';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useGrant } from '../../src/admin/session/useGrant';
import { articleEditPath } from './ArticleList';
import { ChangeCategoryButton } from './ChangeCategoryButton';

/** Keeps the URL's category in step with the record (a stale link after a move, a copied URL). */
function CategoryInUrl() {
  const record = useRecordContext();
  const { category } = useParams<{ category: string }>();
  const navigate = useNavigate();
  useEffect(() => {
    if (record?.category && category !== record.category) navigate(articleEditPath(record), { replace: true });
  }, [record, category, navigate]);
  return null;
}

function ArticleEditActions() {
  const grant = useGrant();
  return (
    <TopToolbar>
      <CategoryInUrl />
      {checkAccess(grant, 'article.update') && <ChangeCategoryButton />}
      {checkAccess(grant, 'article.create') && <CopyRecordButton resource="article" editPath={articleEditPath} />}
    </TopToolbar>
  );
}

/** /article/{category}/{id}/edit (article.update): the generated form with "Change category" and "Copy". */
export function ArticleEditPage() {
  return (
    <RequireAccess rule="article.update">
      <SchemaEdit actions={<ArticleEditActions />} />
    </RequireAccess>
  );
}

/** react-admin's own links (after create, /article/{id}) land here: on to the spec's URL with the category. */
export function ArticleEditRedirect() {
  const { id } = useParams<{ id: string }>();
  const { data, error } = useGetOne('article', { id: id! });
  if (error) return <Navigate to="/article" replace />;
  if (!data) return <LoadingPage />;
  return <Navigate to={articleEditPath(data)} replace />;
}
