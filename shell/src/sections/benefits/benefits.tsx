import { Button, paths } from '@tenants/shared/core';
import type { PageBlockOf } from '../../pages/content/block-types';
import { useAuthStore } from '../../stores/auth-store';
import { Section } from '../section/section';
import { sectionIcons } from '../section-icons';
import { useFill } from '../use-fill';
import './benefits.css';

/**
 * "Benefits Of Joining {product}": three items, stacked on tablet-large and narrower. The one Join For Free
 * button sits in the section's header on wide screens and moves after the cards from tablet down (a grid
 * area change, so it is never in the page twice). Narrow phones get the shorter intro. Members do not see
 * the button.
 */
export function Benefits({ block: benefits }: { block: PageBlockOf<'benefits'> }) {
  const fill = useFill();
  const loggedIn = useAuthStore((s) => s.loggedIn);
  return (
    <Section title={benefits.title} tone="white" className="shell-benefits">
      <p className="shell-benefits__intro">
        <span className="shell-benefits__intro-wide">{fill(benefits.text)}</span>
        <span className="shell-benefits__intro-narrow">{fill(benefits.mobileText)}</span>
      </p>
      {!loggedIn && (
        <div className="shell-benefits__join">
          <Button to={paths.signUp}>Join For Free</Button>
        </div>
      )}
      <ul className="shell-benefits__list">
        {benefits.points.map((point) => (
          <li key={point.title} className="shell-benefits__item">
            <span className="shell-benefits__icon">{sectionIcons[point.icon]}</span>
            <h3 className="shell-benefits__title">{point.title}</h3>
            <p>{fill(point.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
