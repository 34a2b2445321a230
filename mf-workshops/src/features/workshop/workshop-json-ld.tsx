import { usePageUrl, type Workshop } from '@mitti/shared';
import { imagesOf, isFullyBooked, scheduleOf } from '../workshops/workshop-facts';

/** schema.org Event data for search engines: when, where, who teaches, and the seat price in INR. */
export function workshopJsonLd(workshop: Workshop, url: string) {
  const { start, end } = scheduleOf(workshop);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: workshop.name,
    description: workshop.description,
    image: imagesOf(workshop),
    startDate: start,
    ...(end ? { endDate: end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: workshop.location, address: workshop.location },
    performer: { '@type': 'Person', name: workshop.instructor },
    organizer: { '@type': 'Organization', name: 'Mitti Studio' },
    offers: {
      '@type': 'Offer',
      url,
      price: workshop.price.toFixed(2),
      priceCurrency: 'INR',
      availability: isFullyBooked(workshop) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

export function WorkshopJsonLd({ workshop }: { workshop: Workshop }) {
  const url = usePageUrl();
  // "<" is escaped so a workshop text can never close the script element.
  const json = JSON.stringify(workshopJsonLd(workshop, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
