import { useEffect, useRef } from 'react';
import type { PagePreviewData } from '../api/pages-api';
import { VersionPreview } from './version-preview';
import '../../common/components/preview.css';

/**
 * The draft as visitors will see it: the public page itself at its address, drawn by the site server in the
 * site's frame (menus, footer), in a sandboxed frame (its scripts never run here), as the news desk shows an
 * article, drawn again as the draft changes (use-live-preview.ts). Where the API gave no page (an API that serves no site), the draft read through block by block.
 */
export function PagePreview({ preview, onClose }: { preview: PagePreviewData; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to it as it opens, not each time it follows the typing.
  useEffect(() => heading.current?.focus(), []);
  const { record, page } = preview;
  if (!page) return <VersionPreview version={record} onClose={onClose} />;
  return (
    <section className="staff-preview" aria-labelledby="pg-real-preview-title">
      <div className="staff-preview__bar">
        <h2 id="pg-real-preview-title" className="staff-preview__label" ref={heading} tabIndex={-1}>
          Preview of {record.address}
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      <p className="staff-field__hint">It follows your changes a moment after you stop typing.</p>
      <iframe className="staff-preview__page" title={`Preview of the page at ${record.address}: ${record.title}`} sandbox="" srcDoc={page} />
    </section>
  );
}
