import { PreviewPanel } from '../../common/components/preview-panel';

/**
 * A draft as visitors will see it: the home page drawn by the site server with the draft's footer and menus,
 * in a sandboxed frame (its scripts never run here), as the pages desk shows a page.
 */
export function FramePreview({ label, page, onClose }: { label: string; page: string; onClose(): void }) {
  return (
    <PreviewPanel id="site-preview-title" title={label} focusKey={page} onClose={onClose}>
      <iframe className="staff-preview__page" title={`${label}: the home page as visitors would see it`} sandbox="" srcDoc={page} />
    </PreviewPanel>
  );
}
