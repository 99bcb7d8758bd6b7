import { Link } from 'react-router-dom';
import { articleCategories, staffArticleStates, type StaffArticleState } from '@tenants/shared';
import { FilterForm } from '../../common/components/filter-form';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { SelectField } from '../../common/components/select-field';
import { TableRegion } from '../../common/components/table-region';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getArticles } from '../api/articles-api';

export const stateLabels: Record<StaffArticleState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
const stateOptions = [{ value: '', label: 'Any state' }, ...staffArticleStates.map((state) => ({ value: state, label: stateLabels[state] }))];
const categoryName = (id: number) => articleCategories.find((category) => category.id === id)?.name ?? String(id);
const filterKeys = ['q', 'state'] as const;

/** /staff/news: the news desk's articles, drafts and scheduled ones included. */
export function ArticleList() {
  const { client } = useStaff();
  const { values, update, query } = useQueryState(filterKeys);
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
      <FilterForm label="Filter articles" searchLabel="Search titles" q={values.q} onSearch={(q) => update({ q })} onClear={values.q || values.state ? () => update({ q: '', state: '' }) : undefined}>
        <SelectField label="State" value={values.state} options={stateOptions} onChange={(event) => update({ state: event.target.value })} />
      </FilterForm>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="article" many="articles" empty="No articles match." />
      {list.data && list.data.items.length > 0 && (
        <TableRegion caption="Articles" hideCaption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">State</th>
              <th scope="col">Public from</th>
              <th scope="col">Last saved</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((article) => (
              <tr key={article.id}>
                <th scope="row">
                  <Link to={staffPaths.article(article.id)}>{article.title}</Link>
                </th>
                <td>{categoryName(article.categoryId)}</td>
                <td>
                  <span className={`staff-badge staff-badge--${article.state}`}>{stateLabels[article.state]}</span>
                </td>
                <td className="staff-table__nowrap">{article.publishedAt ? formatDateTime(article.publishedAt) : '—'}</td>
                <td className="staff-table__nowrap">{formatDateTime(article.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="articles" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
