import { useParams } from 'react-router-dom';
import { Button, PageHero, paths, serviceAreas, type ServiceArea } from '@tenants/shared';
import { serviceTitle } from './service-titles';

/** One of the 28 service pages. An unknown slug renders nothing (SPEC §2). */
export function ServicePage({ area }: { area: ServiceArea }) {
  const { slug } = useParams();
  const title = serviceTitle(area, slug);
  if (!title) return null;
  return (
    <PageHero title={title} eyebrow={`${serviceAreas[area].label} Services`}>
      <div className="ui-hero__actions">
        <Button to={paths.enquiry}>Enquire Now</Button>
      </div>
    </PageHero>
  );
}
