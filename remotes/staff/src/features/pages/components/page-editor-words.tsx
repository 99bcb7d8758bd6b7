import type { LinkedFrom } from '../api/pages-api';
import type { Asking } from '../hooks/use-page-editor';

/** The editor's words for its history and its questions before a change visitors will see. */

export const kindLabels: Record<string, string> = {
  save: 'Saved',
  autosave: 'Saved automatically',
  publish: 'Published',
  schedule: 'Scheduled',
  restore: 'Restored',
  import: 'Imported',
  create: 'Created',
};

export const confirmLabels: Record<NonNullable<Asking>['kind'], string> = {
  publish: 'Publish now',
  schedule: 'Schedule',
  unpublish: 'Unpublish',
  delete: 'Delete',
  address: 'Change address',
};

export function questionOf(asking: NonNullable<Asking>, title: string): string {
  switch (asking.kind) {
    case 'publish':
      return `Publish “${title}” now?`;
    case 'schedule':
      return `Schedule “${title}”?`;
    case 'address':
      return `Move “${title}”?`;
    case 'unpublish':
      return asking.linked ? `Other pages link to “${title}”. Unpublish it anyway?` : `Unpublish “${title}”?`;
    case 'delete':
      return asking.linked ? `Other pages link to “${title}”. Delete it anyway?` : `Delete “${title}”?`;
  }
}

/** The pages and menus the API says link to a page about to go. */
export function LinkedList({ linked }: { linked: LinkedFrom }) {
  return (
    <>
      <p>Their links will lead nowhere until they are changed.</p>
      {linked.pages.length > 0 && (
        <>
          <p>Pages that link to it:</p>
          <ul data-testid="linked-pages">
            {linked.pages.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </>
      )}
      {linked.menus.length > 0 && (
        <>
          <p>Menus it is in:</p>
          <ul data-testid="linked-menus">
            {linked.menus.map((menu) => (
              <li key={menu}>{menu}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
