import type { WorkshopSections } from './seed-types';

/** Each seeded class's page sections, by workshop id: what that class teaches, runs through, includes and asks. */
export const workshopSectionsSeed: Readonly<Record<string, WorkshopSections>> = {
  'wheel-throwing-for-beginners': {
    learn: [
      'Wedging clay so it is free of air pockets',
      'Centring clay on the wheel, opening it and pulling up walls',
      'Throwing a simple cylinder and a small bowl',
      'How your pots are trimmed, glazed and fired after the class',
    ],
    agenda: [
      'Welcome, studio safety and a throwing demonstration',
      'Wedging and centring practice at your own wheel',
      'Chai break',
      'Throwing two or three pots with one-to-one help',
      'Choosing a glaze colour and labelling your pots for firing',
    ],
    included: ['Stoneware clay (5 kg)', 'Your own wheel and tools', 'Apron and towel', 'Glazing and two firings'],
    requirements: [
      'No experience needed',
      'Clothes that can get muddy and closed shoes',
      'Short nails make wheel work much easier',
      'Pots are ready to collect about three weeks after the class',
    ],
  },
  'hand-building-pinch-coil-slab': {
    learn: [
      'Shaping a pinch bowl with even walls',
      'Building a vase from coils and smoothing the joins',
      'Rolling, cutting and joining slabs into a tray',
      'Decorating with underglaze before the bisque firing',
    ],
    agenda: [
      'Welcome and a look at hand-built pieces from our kilns',
      'Pinch bowl',
      'Coiled vase',
      'Chai break',
      'Slab-built tray and underglaze decoration',
    ],
    included: ['Stoneware clay', 'Rolling pins and slab tools', 'Underglazes', 'One bisque and one glaze firing'],
    requirements: [
      'No experience needed and no wheel involved',
      'Comfortable clothes that can get muddy',
      'Pieces are ready to collect about three weeks after the class',
    ],
  },
  'glazing-masterclass': {
    learn: [
      'How glazes melt, move and change colour in a Cone 6 firing',
      'Mixing a glaze from a recipe and reading test tiles',
      'Dipping, pouring, brushing and layering glazes',
      'Avoiding crawling, pinholes and runs',
    ],
    agenda: [
      'Glaze chemistry without the jargon',
      'Mixing test tiles',
      'Lunch and chai',
      'Dipping, pouring and brushing practice',
      'Glazing your three bisque pieces for the Cone 6 firing',
    ],
    included: ['Three bisque-fired pieces', 'Studio glazes and test tiles', 'Glaze firing to Cone 6', 'Lunch and chai'],
    requirements: [
      'Best after a beginners course: you should have made a few pots before',
      'Closed shoes; we provide gloves and masks for mixing',
      'Glazed pieces are ready to collect about two weeks after the class',
    ],
  },
  'raku-firing-weekend': {
    learn: [
      'Applying raku glazes to bisque pots',
      'Loading and unloading a raku kiln safely, with tongs and protective gear',
      'Sawdust reduction for crackle and copper flashes',
      'Cleaning and caring for raku pieces, which are decorative, not food-safe',
    ],
    agenda: [
      'Safety briefing and raku demonstration',
      'Glazing your four pots',
      'Lunch',
      'Firing rounds: pulling glowing pots and reducing them in sawdust',
      'Cleaning your pieces and taking them home the same day',
    ],
    included: ['Four bisque pots', 'Raku glazes', 'Fire-safety gear', 'Sawdust reduction', 'Lunch'],
    requirements: [
      'Ages 16 and over',
      'Cotton or wool clothes (no synthetics near the kiln) and closed leather shoes',
      'The day is outdoors at our kiln yard: bring a hat and water',
    ],
  },
  'kids-clay-play': {
    learn: [
      'Rolling, squishing and joining clay into little animals and pots',
      'Pressing patterns into a clay tile',
      'Painting their pieces with child-safe colours',
    ],
    agenda: [
      'Hello and a clay story',
      'Making little animals and a pinch pot',
      'Snack break',
      'Pressed-pattern tiles',
      'Painting everything for the kiln',
    ],
    included: ['Air-safe clay', 'Child-safe underglaze paints', 'Aprons', 'Firing', 'Snacks'],
    requirements: [
      'Ages 6 to 12; no experience needed',
      'Clothes that can get messy',
      'A parent or guardian at drop-off and pick-up (welcome to stay for chai)',
      'Fired pieces are ready to collect about three weeks later',
    ],
  },
  'terracotta-planters': {
    learn: [
      'Building a planter with a drainage hole and a saucer to match',
      'Why terracotta breathes and suits Indian summers',
      'Potting a succulent and caring for it',
    ],
    agenda: [
      'Welcome and a look at terracotta from our studio',
      'Building two planters and their saucers',
      'Chai break',
      'Potting your succulent to take home',
    ],
    included: ['Terracotta clay and tools', 'Two succulents', 'Potting mix', 'Firing of both planters'],
    requirements: [
      'No experience needed',
      'Clothes that can get muddy',
      'Planters are ready to collect about three weeks after the class; the succulent goes home the same day',
    ],
  },
  'couples-wheel-date-night': {
    learn: [
      'Centring clay on a shared wheel, taking turns',
      'Throwing a pair of cups',
      'Choosing a glaze colour for your cups',
    ],
    agenda: [
      'Welcome mocktails and a throwing demonstration',
      'Throwing your cups together with one-to-one help',
      'Choosing a glaze colour',
    ],
    included: ['Stoneware clay and wheel time', 'Glazing and firing of two cups', 'Mocktails'],
    requirements: [
      'One booking is one couple: the price is per couple',
      'No experience needed',
      'Clothes that can get muddy',
      'Cups are ready to collect about three weeks after the evening',
    ],
  },
};
