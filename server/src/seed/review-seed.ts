/**
 * Sample reviews for the local shop (decision 029), so its product pages show both cases: pieces with approved
 * reviews, and pieces with none yet. Seeded only outside production (a real shop never shows invented
 * reviews) and only into an empty reviews table.
 */
export interface ReviewSeed {
  productId: string;
  /** Shown as written: first name and initial. */
  reviewer: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  text: string;
  daysAgo: number;
}

export const reviewSeed: readonly ReviewSeed[] = [
  {
    productId: 'speckled-oat-serving-bowl',
    reviewer: 'Priya S.',
    rating: 5,
    title: 'Our Sunday biryani bowl now',
    text: 'Holds biryani for six with room to spare. The speckles look even better in person, and it has survived the dishwasher every week for two months.',
    daysAgo: 12,
  },
  {
    productId: 'speckled-oat-serving-bowl',
    reviewer: 'Rahul M.',
    rating: 4,
    title: null,
    text: 'Lovely weight and a smooth glaze inside. One star less only because it is heavier than I expected when full, so lifting it one-handed is not easy.',
    daysAgo: 34,
  },
  {
    productId: 'speckled-oat-serving-bowl',
    reviewer: 'Ananya I.',
    rating: 5,
    title: 'Gift that got compliments',
    text: 'Bought it for my parents’ anniversary. It arrived double boxed with not a scratch, and my mother has already asked where to find the matching plates.',
    daysAgo: 61,
  },
  {
    productId: 'kulhad-chai-cups',
    reviewer: 'Vikram N.',
    rating: 5,
    title: 'Tastes like station chai',
    text: 'That earthy smell with the first sip of hot chai is exactly what I wanted. The size is right for a cutting chai, and all six came intact.',
    daysAgo: 5,
  },
  {
    productId: 'kulhad-chai-cups',
    reviewer: 'Meera K.',
    rating: 4,
    title: null,
    text: 'Beautiful rough finish. Do soak them in water before the first use as the card says, otherwise they drink up the first cup of tea.',
    daysAgo: 19,
  },
  {
    productId: 'kulhad-chai-cups',
    reviewer: 'Sandeep R.',
    rating: 3,
    title: 'Nice, but small',
    text: 'Well made and they look lovely on a tray, but 120 ml is a little small for how much chai we drink at home. Good for guests.',
    daysAgo: 47,
  },
  {
    productId: 'kulhad-chai-cups',
    reviewer: 'Farah A.',
    rating: 5,
    title: null,
    text: 'Used them for lassi at a family lunch and everyone wanted to take one home. Handmade, so each is slightly different, which I like.',
    daysAgo: 88,
  },
  {
    productId: 'indigo-stoneware-vase',
    reviewer: 'Kavya P.',
    rating: 5,
    title: 'The blue is unreal',
    text: 'The indigo glaze pools darker at the base and changes with the light through the day. It holds a big bunch of rajnigandha without tipping.',
    daysAgo: 9,
  },
  {
    productId: 'indigo-stoneware-vase',
    reviewer: 'Arjun D.',
    rating: 4,
    title: null,
    text: 'Solid and watertight, no seepage on my wooden console after weeks. The colour is a shade darker than the photo, still very pretty.',
    daysAgo: 40,
  },
  {
    productId: 'jaipur-blue-pottery-platter',
    reviewer: 'Nandini G.',
    rating: 5,
    title: 'Hangs on our living room wall',
    text: 'The hand painting is so fine you can see each brushstroke. We hung it above the sofa and it is the first thing guests notice.',
    daysAgo: 15,
  },
  {
    productId: 'jaipur-blue-pottery-platter',
    reviewer: 'Rohan T.',
    rating: 4,
    title: null,
    text: 'Beautiful piece for serving dry snacks at Diwali. I would not use it daily, but for festivals it makes the table look special.',
    daysAgo: 52,
  },
  {
    productId: 'jaipur-blue-pottery-platter',
    reviewer: 'Lakshmi V.',
    rating: 5,
    title: 'Worth the price',
    text: 'Real Jaipur blue pottery, not a printed copy. Packed very carefully in straw and bubble wrap and reached Chennai in four days.',
    daysAgo: 73,
  },
  {
    productId: 'hand-painted-diyas',
    reviewer: 'Pooja B.',
    rating: 5,
    title: 'Lit up our Diwali',
    text: 'Bright colours, and they sit flat on the floor without wobbling. The wicks burned steadily all evening. Ordering another set for rangoli next year.',
    daysAgo: 22,
  },
  {
    productId: 'hand-painted-diyas',
    reviewer: 'Imran H.',
    rating: 4,
    title: null,
    text: 'Lovely gift for my neighbours. A little paint chipped on one rim after a few uses, but that is what you expect from hand-painted clay.',
    daysAgo: 26,
  },
  {
    productId: 'hand-painted-diyas',
    reviewer: 'Sneha J.',
    rating: 2,
    title: 'Smaller than I thought',
    text: 'Pretty, but very small for the price, and they hold only a little oil, so I had to refill them halfway through the puja. Check the size first.',
    daysAgo: 30,
  },
  {
    productId: 'terracotta-bud-vase',
    reviewer: 'Aditya C.',
    rating: 5,
    title: null,
    text: 'Perfect for a single marigold or a sprig of tulsi on my desk. The burnished finish feels smooth and warm in the hand.',
    daysAgo: 18,
  },
  {
    productId: 'speckled-latte-mug',
    reviewer: 'Divya R.',
    rating: 5,
    title: 'My morning coffee mug',
    text: 'Big enough for a proper filter coffee with milk, the handle fits three fingers, and it keeps the coffee hot while I read the paper.',
    daysAgo: 7,
  },
  {
    productId: 'speckled-latte-mug',
    reviewer: 'Karan S.',
    rating: 4,
    title: null,
    text: 'Great mug and it is microwave safe as promised. The base is unglazed, so I put a coaster under it on our glass table.',
    daysAgo: 44,
  },
  {
    productId: 'porcelain-rice-bowls',
    reviewer: 'Shreya N.',
    rating: 5,
    title: 'Thin and light',
    text: 'So delicate you can almost see light through the rim, yet they have been fine in daily use for curd rice and dal. A lovely pair.',
    daysAgo: 28,
  },
  {
    productId: 'porcelain-rice-bowls',
    reviewer: 'Manoj P.',
    rating: 4,
    title: null,
    text: 'Elegant white bowls, exactly as pictured. They are a little small for a full meal of rice, so we use them for sides and desserts.',
    daysAgo: 66,
  },
];
