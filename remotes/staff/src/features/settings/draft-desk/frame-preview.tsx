import { useEffect, useRef } from 'react';
import '../../common/components/preview.css';

/**
 * A draft as visitors will see it: the home page drawn by the site server with the draft's footer and menus,
 * in a sandboxed frame (its scripts never run here), as the pages desk shows a page.
 */
export function FramePreview({ label, page, onClose }: { label: string; page: string; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [page]);
  return (
    <section className="staff-preview" aria-labelledby="site-preview-title">
      <div className="staff-preview__bar">
        <h2 id="site-preview-title" className="staff-preview__label" ref={heading} tabIndex={-1}>
          {label}
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      <iframe className="staff-preview__page" title={`${label}: the home page as visitors would see it`} sandbox="" srcDoc={page} />
    </section>
  );
}
