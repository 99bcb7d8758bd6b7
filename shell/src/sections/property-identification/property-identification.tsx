import type { ContentBlock, Point } from '../../content/types';
import { PointsSection } from '../points-section/points-section';
import { sectionIcons } from '../section-icons';
import './property-identification.css';

/** Budget, Location, Size, Amenities, and the top tip under them. */
export function PropertyIdentification({ block }: { block: ContentBlock & { points: Point[]; tip: string } }) {
  return (
    <PointsSection block={block} tone="light">
      <p className="shell-tip">
        <span className="shell-tip__icon">{sectionIcons.tip}</span>
        <span>{block.tip}</span>
      </p>
    </PointsSection>
  );
}
