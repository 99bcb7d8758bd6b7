import { Link } from 'react-router-dom';
import { pageReviewStates, type StaffPageSummary } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { FilterForm } from '../../common/components/filter-form';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getPages } from '../api/pages-api';
import { PageStateBadge, reviewLabels } from './page-state';
import './pages.css';

/**
 * The desk's sections: the API's `site` section holds the home, organisation and advice pages; staff look
 * for the advice pages apart, so they are a section of their own here.
 */
const sections = [
  { id: 'site', title: 'Home and organisation pages', pick: (page: StaffPageSummary) => page.section === 'site' && page.type !== 'advice' },
  { id: 'advice', title: 'Advice', pick: (page: StaffPageSummary) => page.section === 'site' && page.type === 'advice' },
  { id: 'property', title: 'Property', pick: (page: StaffPageSummary) => page.section === 'property' },
  { id: 'corporate', title: 'Corporate', pick: (page: StaffPageSummary) => page.section === 'corporate' },
  { id: 'non-corporate', title: 'Non-Corporate', pick: (page: StaffPageSummary) => page.section === 'non-corporate' },
  { id: 'plain', title: 'Other pages', pick: (page: StaffPageSummary) => page.section === 'plain' },
];

const columns: Array<Column<StaffPageSummary>> = [
  { header: 'Title', rowHeader: true, cell: (page) => <Link to={staffPaths.page(page.id)}>{page.title || 'Home'}</Link> },
  { header: 'Address', className: 'staff-table__break', cell: (page) => page.address },
  { header: 'State', cell: (page) => <PageStateBadge page={page} /> },
  { header: 'Last saved', className: 'staff-table__nowrap', cell: (page) => formatDateTime(page.updatedAt) },
];

const reviewOptions = [{ value: '', label: 'Any' }, ...pageReviewStates.map((state) => ({ value: state, label: reviewLabels[state] }))];
const filterKeys = ['q', 'review'] as const;

/** The filter's pages: the words in the title or the address, and where the review stands. */
const matches = (values: Record<(typeof filterKeys)[number], string>) => (page: StaffPageSummary) =>
  (!values.q || `${page.title} ${page.address}`.toLowerCase().includes(values.q.toLowerCase())) && (!values.review || page.review?.state === values.review);

/**
 * /staff/pages: every page of the site by section, with its state and its review; each opens in the editor.
 * `?review=submitted` (the home page's count links here) shows the pages waiting for review only.
 */
export function PageList() {
  const { client } = useStaff();
  const { values, update, filter } = useQueryState(filterKeys);
  const list = useLoad((signal) => getPages(client, signal), [client]);
  const pages = list.data?.flatMap((section) => section.pages).filter(matches(values));
  return (
    <>
      <PageHeading
        title="Pages"
        actions={
          <Link to={staffPaths.newPage} className="staff-button">
            New page
          </Link>
        }
      >
        <p className="staff-heading__intro">The site’s own words. A change is a draft until it is published.</p>
      </PageHeading>
      <FilterForm label="Filter pages" searchLabel="Search titles and addresses" filter={filter}>
        <SelectField label="Review" value={values.review} options={reviewOptions} onChange={(event) => update({ review: event.target.value })} />
      </FilterForm>
      <ListStatus
        loading={list.loading}
        failed={list.failed}
        total={pages?.length}
        one="page"
        many="pages"
        empty={values.q || values.review ? 'No pages match.' : 'No pages yet.'}
      />
      {pages &&
        sections.map((section) => {
          const rows = pages.filter(section.pick);
          if (rows.length === 0) return null;
          return (
            // Not a landmark of its own: the table's region already bears the section's name.
            <div key={section.id} className="staff-pages__section">
              <h2 className="staff-panel__title">{section.title}</h2>
              <ListTable caption={section.title} hideCaption columns={columns} rows={rows} rowKey={(page) => page.id} />
            </div>
          );
        })}
    </>
  );
}
