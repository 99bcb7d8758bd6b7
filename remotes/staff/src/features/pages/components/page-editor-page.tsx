import { Link } from 'react-router-dom';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { getPage } from '../api/pages-api';
import { pageTypeNames } from '../lib/block-fields';
import { NewPageForm } from './new-page-form';
import { PageEditor } from './page-editor';

const backLink = (
  <Link to={staffPaths.pages} className="staff-back">
    All pages
  </Link>
);

/** /staff/pages/new and /staff/pages/:id: a new page's address and title, or a page in the editor. */
export function PageEditorPage({ params }: ScreenProps) {
  if (!params.id) {
    return (
      <>
        <PageHeading title="New page" back={backLink} />
        <NewPageForm />
      </>
    );
  }
  return <ExistingPage id={params.id} />;
}

function ExistingPage({ id }: { id: string }) {
  const { client } = useStaff();
  const loaded = useLoad((signal) => getPage(client, id, signal), [client, id]);
  const page = loaded.data;
  if (!page) return <NotLoaded title="Edit page" back={backLink} loading={loaded.loading} failure="This page could not be loaded." />;
  return (
    <>
      <PageHeading title={`Edit: ${page.draft.title || 'Home'}`} back={backLink}>
        <p className="staff-heading__intro">{pageTypeNames[page.type]}</p>
      </PageHeading>
      <PageEditor key={page.id} page={page} />
    </>
  );
}
