import type { ContentBlock } from '../../content/types';
import { Section, type Tone } from '../section/section';
import { useFill } from '../use-fill';
import './qa-section.css';

/** Questions and answers, all shown (the FAQ accordion is for home; a topic's Q&A reads straight through). */
export function QASection({ block, tone = 'light' }: { block: ContentBlock; tone?: Tone }) {
  const fill = useFill();
  return (
    <Section title={block.title} text={block.text} tone={tone}>
      <dl className="shell-qa">
        {(block.qa ?? []).map((item) => (
          <div key={item.question} className="shell-qa__item">
            <dt className="shell-qa__question">{fill(item.question)}</dt>
            <dd className="shell-qa__answer">{fill(item.answer)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
