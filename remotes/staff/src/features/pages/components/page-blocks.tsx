import { useState } from 'react';
import { pageTypeBlocks, type PageBlockType, type StaffPage } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { blockFields, blockNames, blockNotes } from '../lib/block-fields';
import { deskBlock, inputIdOf, type PageForm, type PathErrors } from '../lib/draft-page';
import { blockHeadingId } from './block-nav';
import { FieldEditor } from './field-editor';
import { focusMoved } from './list-field';

interface Props {
  type: StaffPage['type'];
  form: PageForm;
  errors: PathErrors;
  editorKey: number;
  onChange(next: PageForm): void;
}

/**
 * A page's blocks, each with its own small form from its type, moved and removed in place; a block added
 * at the end from what the page type takes. Each change is said in a status line, and the focus follows it.
 */
export function PageBlocks({ type: pageType, form, errors, editorKey, onChange }: Props) {
  const allowed: readonly PageBlockType[] = pageTypeBlocks[pageType];
  const [adding, setAdding] = useState<string>(allowed[0]);
  const [said, setSaid] = useState('');

  const setBlock = (index: number, block: PageForm['blocks'][number]['block']) =>
    onChange({ ...form, blocks: form.blocks.map((item, at) => (at === index ? { ...item, block } : item)) });

  const moveBlock = (from: number, to: number) => {
    const blocks = [...form.blocks];
    const [item] = blocks.splice(from, 1);
    blocks.splice(to, 0, item);
    onChange({ ...form, blocks });
    setSaid(`${blockNames[item.block.type as PageBlockType]} moved to place ${to + 1}.`);
    setTimeout(() => focusMoved(item.key, to < from), 0);
  };

  const removeBlock = (index: number) => {
    const item = form.blocks[index];
    onChange({ ...form, blocks: form.blocks.filter((_, at) => at !== index) });
    setSaid(`${blockNames[item.block.type as PageBlockType]} removed.`);
    setTimeout(() => document.getElementById('pg-add-block')?.focus(), 0);
  };

  const addBlock = () => {
    const item = deskBlock({ type: adding });
    onChange({ ...form, blocks: [...form.blocks, item] });
    setSaid(`${blockNames[adding as PageBlockType]} added at the end.`);
    setTimeout(() => document.getElementById(blockHeadingId(item.key))?.focus(), 0);
  };

  return (
    <>
      <h2 className="staff-panel__title">Blocks</h2>
      {errors.blocks && (
        <p className="ui-field__error" role="alert">
          {errors.blocks}
        </p>
      )}
      <ol className="staff-pages__blocks">
        {form.blocks.map((item, index) => {
          const type = item.block.type as PageBlockType;
          const name = blockNames[type] ?? type;
          const headingId = blockHeadingId(item.key);
          return (
            <li key={item.key} className="staff-panel staff-pages__block">
              <section aria-labelledby={headingId}>
                <h3 id={headingId} className="staff-pages__block-title" tabIndex={-1}>
                  {index + 1}. {name}
                </h3>
                {errors[`blocks.${index}.type`] && (
                  <p id={inputIdOf(`blocks.${index}.type`)} className="ui-field__error" role="alert" tabIndex={-1}>
                    {errors[`blocks.${index}.type`]}
                  </p>
                )}
                {blockNotes[type] && <p className="staff-field__hint">{blockNotes[type]}</p>}
                <FieldEditor
                  fields={blockFields[type] ?? []}
                  value={item.block}
                  path={`blocks.${index}`}
                  errors={errors}
                  editorKey={editorKey}
                  onChange={(block) => setBlock(index, block as PageForm['blocks'][number]['block'])}
                />
                <div className="staff-actions--inline">
                  <button
                    type="button"
                    id={`${item.key}-up`}
                    className="staff-button staff-button--ghost"
                    disabled={index === 0}
                    aria-label={`Move block ${index + 1}, ${name}, up`}
                    onClick={() => moveBlock(index, index - 1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    id={`${item.key}-down`}
                    className="staff-button staff-button--ghost"
                    disabled={index === form.blocks.length - 1}
                    aria-label={`Move block ${index + 1}, ${name}, down`}
                    onClick={() => moveBlock(index, index + 1)}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="staff-button staff-button--danger"
                    aria-label={`Remove block ${index + 1}, ${name}`}
                    onClick={() => removeBlock(index)}
                  >
                    Remove
                  </button>
                </div>
              </section>
            </li>
          );
        })}
      </ol>
      <div className="staff-actions staff-pages__add">
        <SelectField
          id="pg-add-block"
          label="Add a block"
          hint={`The blocks a ${pageType} page takes.`}
          value={adding}
          options={allowed.map((type) => ({ value: type, label: blockNames[type] }))}
          onChange={(e) => setAdding(e.target.value)}
        />
        <button type="button" className="staff-button staff-button--ghost" onClick={addBlock}>
          Add block
        </button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
