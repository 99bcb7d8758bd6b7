import { useEffect, useRef } from 'react';
import '../../common/components/preview.css';

/** The e-mail as readers get it (the API's own template around the sanitised HTML), in a frame whose scripts never run. */
export function NewsletterPreview({ html, subject, onClose }: { html: string; subject: string; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a button further up: the focus follows to what it opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="staff-preview" aria-labelledby="staff-newsletter-preview-title">
      <div className="staff-preview__bar">
        <h2 id="staff-newsletter-preview-title" className="staff-preview__label" ref={heading} tabIndex={-1}>
          Preview
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      <iframe className="staff-preview__page" title={`Preview of the newsletter: ${subject}`} sandbox="" srcDoc={html} />
    </section>
  );
}
