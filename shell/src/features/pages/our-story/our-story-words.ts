/** The Our Story page's words in English (decision 119); `our-story-hi.ts` has each in Hindi. */
export const ourStory = {
  title: 'Our Story',
  description: 'How Mitti Studio began: a Mumbai pottery studio making handcrafted ceramics and teaching workshops.',
  lead: 'Mitti means earth. Everything we make begins with it.',
  beginningHeading: 'One wheel and a shared kiln',
  beginning:
    'Mitti Studio started in 2016 in a corner of a shared workshop in Bandra, Mumbai: one second-hand wheel, a kiln we rented by the firing, and shelves of cups that friends kept asking to buy. A few years later we moved into our own studio on Pali Hill with three wheels, two kilns and a glaze room.',
  workHeading: 'How we work',
  work: 'Each piece is wedged, thrown or hand built, dried slowly, bisque fired, glazed and fired again, which takes about three weeks from clay to shelf. Small variations in colour, glaze and size are part of that process and make every piece one of a kind.',
  madeByHand: 'Made by hand',
  madeByHandText: 'Every piece is thrown or hand built, trimmed and glazed by one of our potters.',
  indianClay: 'Indian clay',
  indianClayText: 'Stoneware and terracotta bodies sourced from Indian suppliers we visit ourselves.',
  foodSafe: 'Food safe',
  foodSafeText: 'Lead-free glazes, high-fired for everyday use at the table and in the kitchen.',
  madeToLast: 'Made to last',
  madeToLastText: 'We would rather make fewer pieces that you keep for years than many you replace.',
  craftHeading: 'Sharing the craft',
  craft:
    'Teaching has been part of the studio from the start. In our weekend workshops, beginners and returning potters work at the wheel or by hand in small groups, and we fire what they make. Nothing explains handmade ceramics better than an afternoon with your hands in the clay.',
  exploreWorkshops: 'Explore our workshops',
} as const;

export type OurStoryText = (typeof ourStory)[keyof typeof ourStory];
