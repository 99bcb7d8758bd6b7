import type { Picture } from '../../content/types';
import { useSiteData } from './site-data';
import type { ServiceCard } from '../../sections/service-cards/service-cards';

/**
 * The service cards the navigation has (every published service page: its title, line and picture), by
 * address: Similar Services, the home page's tabs and the overviews draw them, so a page staff add or
 * rename shows in all of them. An address with no published page has no card.
 */
export function useServiceCards(): (address: string) => ServiceCard | undefined {
  const { navigation } = useSiteData();
  return (address) => {
    for (const area of navigation.areas) {
      const service = area.services.find((candidate) => candidate.address === address);
      if (service) return { title: service.title, text: service.text, to: service.address, image: service.image as Picture };
      const { overview } = area;
      if (overview?.address === address && overview.image)
        return { title: overview.title, text: overview.text ?? '', to: address, image: overview.image as Picture };
    }
    return undefined;
  };
}

/** An area's cards, in menu order. */
export function useAreaCards(area: string): ServiceCard[] {
  const { navigation } = useSiteData();
  return (navigation.areas.find((entry) => entry.area === area)?.services ?? []).map((service) => ({
    title: service.title,
    text: service.text,
    to: service.address,
    image: service.image as Picture,
  }));
}
