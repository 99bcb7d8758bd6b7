import { useId, useState } from 'react';
import type { QA } from '../../content/types';
import { Section } from '../section/section';
import { useFill } from '../use-fill';
import './faq.css';

/**
 * An accordion with one answer open at a time, the first open by default; activating the open question
 * closes it (docs/product/look-and-content.md). Each question is a button with aria-expanded controlling its answer.
 */
export function Faq({ title, items }: { title: string; items: QA[] }) {
  const fill = useFill();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <Section title={title} tone="light" className="shell-faq">
      <div className="shell-faq__list">
        {items.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question} className={`shell-faq__item${expanded ? ' shell-faq__item--open' : ''}`}>
              <h3 className="shell-faq__heading">
                <button
                  id={buttonId}
                  type="button"
                  className="shell-faq__question"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {fill(item.question)}
                  <span className="shell-faq__sign" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="shell-faq__answer" hidden={!expanded}>
                <p>{fill(item.answer)}</p>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
