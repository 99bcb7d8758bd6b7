import { useMemo } from 'react';
import { siteSettingsSchema } from '@tenants/shared';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { settingsApi } from '../api/settings-api';
import { DraftDesk } from '../draft-desk/draft-desk';

/** The settings' form, drawn by the pages desk's generic field editor from this table. */
const settingsFields: FieldSpec[] = [
  { key: 'tagline', label: 'Footer tagline', kind: 'long' },
  { key: 'contactEmail', label: 'Contact e-mail', kind: 'text' },
  { key: 'phone', label: 'Phone number (optional)', kind: 'text' },
  { key: 'openingHours', label: 'Opening hours (a line each)', kind: 'strings' },
  { key: 'address', label: 'Postal address', kind: 'strings' },
  { key: 'contactLines', label: 'Other contact lines (a line each, e.g. “Press: press@…”)', kind: 'strings' },
  {
    key: 'social',
    label: 'Social links (https addresses)',
    kind: 'group',
    fields: [
      { key: 'facebook', label: 'Facebook', kind: 'text' },
      { key: 'twitter', label: 'X (Twitter)', kind: 'text' },
      { key: 'instagram', label: 'Instagram', kind: 'text' },
      { key: 'linkedin', label: 'LinkedIn', kind: 'text' },
    ],
  },
  {
    key: 'newsletter',
    label: 'The newsletter box (footer)',
    kind: 'group',
    fields: [
      { key: 'title', label: 'Heading', kind: 'text' },
      { key: 'text', label: 'Text', kind: 'long' },
    ],
  },
  {
    key: 'helpBanner',
    label: 'The help banner (home, community and pages with it)',
    kind: 'group',
    fields: [
      { key: 'title', label: 'Heading', kind: 'text' },
      { key: 'text', label: 'Paragraphs', kind: 'paragraphs' },
      { key: 'button', label: 'Show the Enquire Now button', kind: 'bool' },
    ],
  },
];

/**
 * /staff/settings (admins): the words every page shares, saved as a draft, previewed in the site, published
 * (live at the next page a visitor opens) and kept in a history, like a page.
 */
export function SettingsPage() {
  const { client } = useStaff();
  const api = useMemo(() => settingsApi(client), [client]);
  const loaded = useLoad((signal) => api.load(signal), [api]);
  if (!loaded.data) return <NotLoaded title="Site settings" loading={loaded.loading} failure="The settings could not be loaded." />;
  return (
    <>
      <PageHeading title="Site settings">
        <p className="staff-heading__intro">The footer, the newsletter box and the help banner, on every page that shows them.</p>
      </PageHeading>
      <DraftDesk api={api} initial={loaded.data} fields={settingsFields} schema={siteSettingsSchema} path="settings" noun="settings" />
    </>
  );
}
