import { PreviewPanel } from '../../common/components/preview-panel';
import type { PagePreviewData } from '../api/pages-api';
import { VersionPreview } from './version-preview';

/**
 * The draft as visitors will see it: the public page itself at its address, drawn by the site server in the
 * site's frame (menus, footer), in a sandboxed frame (its scripts never run here), as the news desk shows an
 * article, drawn again as the draft changes (use-live-preview.ts). Where the API gave no page (an API that serves no site), the draft read through block by block.
 */
export function PagePreview({ preview, onClose }: { preview: PagePreviewData; onClose(): void }) {
  const { record, page } = preview;
  if (!page) return <VersionPreview version={record} onClose={onClose} />;
  return (
    <PreviewPanel id="pg-real-preview-title" title={<>Preview of {record.address}</>} onClose={onClose}>
      <p className="staff-field__hint">It follows your changes a moment after you stop typing.</p>
      <iframe className="staff-preview__page" title={`Preview of the page at ${record.address}: ${record.title}`} sandbox="" srcDoc={page} />
    </PreviewPanel>
  );
}
