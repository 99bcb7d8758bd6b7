import type { MouseEvent } from 'react';
import type { PageBlockType } from '@tenants/shared';
import { blockNames } from '../lib/block-fields';
import type { DeskBlock, PathErrors } from '../lib/draft-page';

/** The id of a block's heading in the form: from its desk key, so a link still finds the block after it moves. */
export const blockHeadingId = (key: string) => `${key}-title`;

/** Whether a refusal names a field of the block at `index` (`blocks.2.title`, `blocks.2.qa.0.answer`). */
const refused = (errors: PathErrors, index: number) => Object.keys(errors).some((path) => path === `blocks.${index}` || path.startsWith(`blocks.${index}.`));

/**
 * The page's blocks in order, each a link to its part of the form: a long page is reached in one move, not
 * scrolled through. The link moves the focus to the block's heading itself, so a keyboard or screen reader
 * user carries on from there (a bare fragment link only scrolls in some browsers and changes the router's
 * address). A block a refusal names says so in words, not by colour alone.
 */
export function BlockNav({ blocks, errors }: { blocks: DeskBlock[]; errors: PathErrors }) {
  if (blocks.length === 0) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    const heading = document.getElementById(blockHeadingId(key));
    if (!heading) return;
    event.preventDefault();
    heading.focus();
    // Focus alone leaves a heading that is partly in view where it is; the block opens at the top instead.
    heading.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav className="staff-pages__jump" aria-label="Blocks">
      <p className="staff-pages__jump-title">Go to a block</p>
      <ol className="staff-pages__jump-list">
        {blocks.map((item, index) => {
          const type = item.block.type as PageBlockType;
          const attention = refused(errors, index);
          return (
            <li key={item.key}>
              <a href={`#${blockHeadingId(item.key)}`} className="staff-pages__jump-link" onClick={(event) => jump(event, item.key)}>
                {index + 1}. {blockNames[type] ?? type}
                {attention && <strong className="staff-pages__jump-attention"> — needs attention</strong>}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
