import type { Workshop } from '@mitti/shared';

const IMAGES = 'http://localhost:4000/images/workshops';

/** A workshop shaped like GET /workshops sends it. */
export function makeWorkshop(overrides: Partial<Workshop> = {}): Workshop {
  const id = overrides.id ?? 'wheel-throwing-for-beginners';
  return {
    id,
    _id: id,
    name: 'Wheel Throwing for Beginners',
    description: 'Centre, open and pull your first bowls on the wheel.',
    date: '2026-12-12',
    time: '10:00 AM - 1:00 PM',
    location: 'Mitti Studio, Bandra West, Mumbai',
    instructor: 'Asha Kulkarni',
    price: 2500,
    slotsAvailable: 8,
    slotsTotal: 10,
    imageUrl: `${IMAGES}/${id}-1.svg`,
    imageUrls: [`${IMAGES}/${id}-1.svg`, `${IMAGES}/${id}-2.svg`],
    duration: 180,
    materials: 'Stoneware clay, tools and two glaze colours',
    learn: ['Centring clay on the wheel', 'Pulling up the walls of a cylinder'],
    agenda: ['Throwing demonstration', 'Practice at your own wheel'],
    included: ['Stoneware clay', 'Wheel and tools'],
    requirements: ['No experience needed'],
    ...overrides,
  };
}

/** A small calendar like the seed: one full workshop. */
export function sampleCalendar(): Workshop[] {
  return [
    makeWorkshop(),
    makeWorkshop({
      id: 'glazing-masterclass',
      name: 'Glazing Masterclass',
      date: '2027-01-16',
      time: '10:00 AM - 4:00 PM',
      price: 3500,
      slotsAvailable: 0,
      slotsTotal: 8,
      duration: 360,
    }),
    makeWorkshop({ id: 'raku-firing-weekend', name: 'Raku Firing Weekend', date: '2027-02-06', price: 6500 }),
    makeWorkshop({ id: 'kids-clay-play', name: 'Kids Clay Play (Ages 6-12)', date: '2027-02-14', price: 1200 }),
  ];
}
