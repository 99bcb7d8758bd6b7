import { PreviewPanel } from '../../common/components/preview-panel';

/** The e-mail as readers get it (the API's own template around the sanitised HTML), in a frame whose scripts never run. */
export function NewsletterPreview({ html, subject, onClose }: { html: string; subject: string; onClose(): void }) {
  return (
    <PreviewPanel id="staff-newsletter-preview-title" title="Preview" onClose={onClose}>
      <iframe className="staff-preview__page" title={`Preview of the newsletter: ${subject}`} sandbox="" srcDoc={html} />
    </PreviewPanel>
  );
}
