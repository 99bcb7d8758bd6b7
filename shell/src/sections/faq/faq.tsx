import { useId } from 'react';
import { closeTheOthers } from '../../app/details-group';
import type { QA } from '../../content/types';
import { Section } from '../section/section';
import { useFill } from '../use-fill';
import './faq.css';

/**
 * An accordion with one answer open at a time, the first open by default; activating the open question
 * closes it (docs/product/look-and-content.md). Each question is a `<details>` of one group (`name`), so it
 * opens and closes without JavaScript, from the keyboard too, and the browser tells assistive technology
 * whether it is expanded. Its `open` is the server's first state and never set again by React: a question
 * opened before the page was live stays open as the page hydrates.
 */
export function Faq({ title, items }: { title: string; items: QA[] }) {
  const fill = useFill();
  const group = useId();
  return (
    <Section title={title} tone="light" className="shell-faq">
      <div className="shell-faq__list">
        {items.map((item, index) => (
          // suppressHydrationWarning: `open` may differ from the server's when the visitor toggled it before the page was live.
          <details key={item.question} name={group} className="shell-faq__item" open={index === 0} onToggle={closeTheOthers} suppressHydrationWarning>
            <summary className="shell-faq__question">
              <h3 className="shell-faq__heading">{fill(item.question)}</h3>
              <span className="shell-faq__sign" aria-hidden="true" />
            </summary>
            <div className="shell-faq__answer">
              <p>{fill(item.answer)}</p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
