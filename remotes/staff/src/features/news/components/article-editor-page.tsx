import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
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
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  // The article a Save or Publish of a new one hands over as it moves here.
  const handed = (state as { article?: StaffArticle } | null)?.article;
  // Kept for this visit: the editor is drawn at once from it and is never swapped out under someone typing.
  const [handedOver] = useState(() => (handed?.id === id ? handed : undefined));
  // Read anyway (one small call): what the editor shows after a reload is the article as saved since.
  const loaded = useLoad((signal) => getArticle(client, id, signal), [client, id]);
  const article = handedOver ?? loaded.data;
  useEffect(() => {
    // The browser keeps a page's history state across a reload: once taken, it is dropped, so a reload reads
    // the article as saved since (autosaves included), not the copy handed over at the first save.
    if (handed) navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [handed, navigate, pathname, search]);
  return (
    <>
      <PageHeading title={article ? `Edit: ${article.title}` : 'Edit article'} back={backLink} />
      {article ? (
        <ArticleForm key={article.id} article={article} continued={!!handedOver} />
      ) : (
        <p className="staff-status" role="status">
          {loaded.loading ? 'Loading…' : 'This article could not be loaded.'}
        </p>
      )}
    </>
  );
}
