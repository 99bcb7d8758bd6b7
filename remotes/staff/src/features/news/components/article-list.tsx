import { Link } from 'react-router-dom';
import { articleCategories, staffArticleReviewStates, staffArticleStates, type StaffArticleReviewState, type StaffArticleState } from '@tenants/shared';
import { FilterForm } from '../../common/components/filter-form';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getArticles } from '../api/articles-api';

export const stateLabels: Record<StaffArticleState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
const stateOptions = [{ value: '', label: 'Any state' }, ...staffArticleStates.map((state) => ({ value: state, label: stateLabels[state] }))];
const categoryName = (id: number) => articleCategories.find((category) => category.id === id)?.name ?? String(id);
export const reviewLabels: Record<StaffArticleReviewState, string> = { submitted: 'Waiting for review', returned: 'Sent back' };
const reviewOptions = [{ value: '', label: 'Any' }, ...staffArticleReviewStates.map((state) => ({ value: state, label: reviewLabels[state] }))];
const filterKeys = ['q', 'state', 'review'] as const;
type Row = Awaited<ReturnType<typeof getArticles>>['items'][number];
const columns: Array<Column<Row>> = [
  { header: 'Title', rowHeader: true, cell: (article) => <Link to={staffPaths.article(article.id)}>{article.title}</Link> },
  { header: 'Category', cell: (article) => categoryName(article.categoryId) },
  {
    header: 'State',
    cell: (article) => (
      <>
        <span className={`staff-badge staff-badge--${article.state}`}>{stateLabels[article.state]}</span>
        {article.review && <> {reviewLabels[article.review.state]}</>}
      </>
    ),
  },
  { header: 'Public from', className: 'staff-table__nowrap', cell: (article) => (article.publishedAt ? formatDateTime(article.publishedAt) : '—') },
  { header: 'Last saved', className: 'staff-table__nowrap', cell: (article) => formatDateTime(article.updatedAt) },
];

/** /staff/news: the news desk's articles, drafts and scheduled ones included. */
export function ArticleList() {
  const { client } = useStaff();
  const { values, update, query, filter } = useQueryState(filterKeys);
  const list = useLoad((signal) => getArticles(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading
        title="News"
        actions={
          <Link to={staffPaths.newArticle} className="staff-button">
            New article
          </Link>
        }
      />
      <FilterForm label="Filter articles" searchLabel="Search titles" filter={filter}>
        <SelectField label="State" value={values.state} options={stateOptions} onChange={(event) => update({ state: event.target.value })} />
        <SelectField label="Review" value={values.review} options={reviewOptions} onChange={(event) => update({ review: event.target.value })} />
      </FilterForm>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="article" many="articles" empty="No articles match." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Articles" hideCaption columns={columns} rows={list.data.items} rowKey={(article) => article.id} />
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="articles" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
