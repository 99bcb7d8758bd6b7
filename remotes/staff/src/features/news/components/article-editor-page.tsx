import { Link, useLocation } from 'react-router-dom';
import type { StaffArticle } from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { getArticle } from '../api/articles-api';
import { ArticleForm } from './article-form';

const backLink = (
  <Link to={staffPaths.news} className="staff-back">
    All articles
  </Link>
);

/** /staff/news/new and /staff/news/:id: the editor, for a new article or a saved one. */
export function ArticleEditorPage({ params }: ScreenProps) {
  if (!params.id) {
    return (
      <>
        <PageHeading title="New article" back={backLink} />
        <ArticleForm />
      </>
    );
  }
  return <ExistingArticle id={params.id} />;
}

function ExistingArticle({ id }: { id: string }) {
  const { client } = useStaff();
  const { state } = useLocation();
  // The article a Save or Publish of a new one hands over as it moves here: not asked for again.
  const handed = (state as { article?: StaffArticle } | null)?.article;
  const given = handed?.id === id ? handed : undefined;
  const loaded = useLoad((signal) => (given ? Promise.resolve(given) : getArticle(client, id, signal)), [client, id, given]);
  // Drawn at once from what was handed over, so the editor is not swapped out under someone typing.
  const article = given ?? loaded.data;
  return (
    <>
      <PageHeading title={article ? `Edit: ${article.title}` : 'Edit article'} back={backLink} />
      {article ? (
        <ArticleForm key={article.id} article={article} continued={!!given} />
      ) : (
        <p className="staff-status" role="status">
          {loaded.loading ? 'Loading…' : 'This article could not be loaded.'}
        </p>
      )}
    </>
  );
}
