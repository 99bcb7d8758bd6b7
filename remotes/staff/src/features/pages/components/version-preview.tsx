import { useEffect, useRef } from 'react';
import type { PageBlockType } from '@tenants/shared';
import { blockNames } from '../lib/block-fields';
import { wordsOf } from '../lib/block-words';
import '../../common/components/preview.css';

/**
 * A saved version read through: its title and each block's words. Pages draw with the shell's page
 * components, which the staff area does not load, so the version shows as text (rich text as its HTML's text).
 */
export function VersionPreview({ version, onClose }: { version: { title: string; blocks: ReadonlyArray<Record<string, unknown>> }; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [version]);
  return (
    <section className="staff-preview staff-panel" aria-labelledby="pg-preview-title">
      <div className="staff-preview__bar">
        <h2 id="pg-preview-title" className="staff-preview__label" ref={heading} tabIndex={-1}>
          Preview: {version.title}
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      {version.blocks.map((block, index) => (
        <div key={index} className="staff-pages__preview-block">
          <h3 className="staff-pages__block-title">{blockNames[block.type as PageBlockType] ?? String(block.type)}</h3>
          {wordsOf(block).map((text, at) => (
            <p key={at}>{text}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
