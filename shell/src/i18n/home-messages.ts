import { defineMessages } from '@mitti/shared';

/**
 * The home page's own words around the catalogue's rail (its hero, the workshops' and the story's teasers) in
 * English; `hi.ts` holds them in Hindi (decision 102). Apart from shell-messages.ts so that they travel in the
 * home page's chunk, not in every page's boot.
 */
export const homeMessages = defineMessages('shell', {
  homeTitle: 'Handcrafted Ceramics & Pottery Workshops',
  homeDescription:
    'Handmade stoneware, terracotta and porcelain from a Mumbai studio, and pottery workshops for everyone.',
  homeHeading: 'Handcrafted ceramics, made slowly in Mumbai',
  homeLead: 'Bowls, mugs, vases and planters thrown on the wheel and fired in our kiln.',
  shopTheCollection: 'Shop the collection',
  joinAWorkshop: 'Join a workshop',
  latestArrivals: 'Latest arrivals',
  viewAllProducts: 'View all products',
  potteryWorkshops: 'Pottery workshops',
  workshopsIntro:
    'Small groups, patient instructors and all the clay you need. Book a seat for a weekend session at one of our studios: no experience required, and materials are included.',
  wheelThrowing: 'Wheel throwing',
  wheelThrowingText: 'Centre clay and pull your first bowls on the wheel, guided at every step.',
  handBuilding: 'Hand building',
  handBuildingText: 'Pinch, coil and slab techniques for planters, plates and sculptural pieces.',
  glazing: 'Glazing',
  glazingText: 'Mix colours and glaze a piece you made; we fire it and keep it for you to collect.',
  seeUpcomingWorkshops: 'See upcoming workshops',
  ourStoryHeading: 'Our story',
  ourStoryText:
    'Mitti means earth. Mitti Studio began with one wheel and a shared kiln in Bandra, and a belief that the cups and bowls we use every day should be made by hand, slowly and well. Today a small team of potters throws, trims, glazes and fires every piece in our own studio, using Indian clays and glazes we mix ourselves.',
  readOurStory: 'Read our story',
});
