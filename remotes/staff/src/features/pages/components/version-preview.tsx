import { PreviewPanel } from '../../common/components/preview-panel';
import type { PageBlockType } from '@tenants/shared';
import { blockNames } from '../lib/block-fields';
import { wordsOf } from '../lib/block-words';

/**
 * A saved version read through: its title and each block's words. Pages draw with the shell's page
 * components, which the staff area does not load, so the version shows as text (rich text as its HTML's text).
 */
export function VersionPreview({ version, onClose }: { version: { title: string; blocks: ReadonlyArray<Record<string, unknown>> }; onClose(): void }) {
  return (
    <PreviewPanel id="pg-preview-title" title={<>Preview: {version.title}</>} className="staff-panel" focusKey={version} onClose={onClose}>
      {version.blocks.map((block, index) => (
        <div key={index} className="staff-pages__preview-block">
          <h3 className="staff-pages__block-title">{blockNames[block.type as PageBlockType] ?? String(block.type)}</h3>
          {wordsOf(block).map((text, at) => (
            <p key={at}>{text}</p>
          ))}
        </div>
      ))}
    </PreviewPanel>
  );
}
