import { PreviewPanel } from '../../common/components/preview-panel';
import type { PageBlockType } from '@tenants/shared';
import { blockNames } from '../lib/block-fields';
import { wordsOf } from '../lib/block-words';
import { WordChanges as Changes } from '../../common/components/word-changes';

/** What is compared: a page's title and blocks. */
export type ComparedContent = { title: string; blocks: ReadonlyArray<Record<string, unknown>> };
type Content = ComparedContent;

const nameOf = (block: Record<string, unknown> | undefined) => (block ? (blockNames[block.type as PageBlockType] ?? String(block.type)) : '');
const textOf = (block: Record<string, unknown> | undefined) => (block ? wordsOf(block).join(' ¶ ') : '');

/**
 * What changed between two contents of a page (a version and the one before it, or what is live and the
 * draft): the title word by word, then block by block — each block added, removed, moved to another type or
 * changed, with its words compared; unchanged blocks are counted, not shown.
 */
export function VersionChanges({ label, before, after, onClose }: { label: string; before: Content; after: Content; onClose(): void }) {
  const count = Math.max(before.blocks.length, after.blocks.length);
  const rows = Array.from({ length: count }, (_, index) => ({ index, was: before.blocks[index], now: after.blocks[index] }));
  const changed = rows.filter(({ was, now }) => nameOf(was) !== nameOf(now) || textOf(was) !== textOf(now));
  return (
    <PreviewPanel id="pg-changes-title" title={label} closeLabel="Close changes" className="staff-panel staff-changes" focusKey={after} onClose={onClose}>
      {before.title !== after.title && (
        <div className="staff-pages__preview-block">
          <h3 className="staff-pages__block-title">Title</h3>
          <Changes before={before.title} after={after.title} />
        </div>
      )}
      {changed.length === 0 && before.title === after.title && <p>No changes: the words and blocks are the same.</p>}
      {changed.map(({ index, was, now }) => (
        <div key={index} className="staff-pages__preview-block">
          <h3 className="staff-pages__block-title">
            {index + 1}.{' '}
            {!was
              ? `${nameOf(now)} (added)`
              : !now
                ? `${nameOf(was)} (removed)`
                : nameOf(was) === nameOf(now)
                  ? nameOf(now)
                  : `${nameOf(was)} → ${nameOf(now)}`}
          </h3>
          <Changes before={textOf(was)} after={textOf(now)} />
        </div>
      ))}
      {count - changed.length > 0 && (
        <p className="staff-muted">
          {count - changed.length} {count - changed.length === 1 ? 'block is' : 'blocks are'} unchanged.
        </p>
      )}
    </PreviewPanel>
  );
}
