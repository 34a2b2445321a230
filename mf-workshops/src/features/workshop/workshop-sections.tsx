import type { Workshop } from '@mitti/shared';

const LEARN = [
  'Wedging and preparing clay so it is free of air pockets',
  'Centring, opening and pulling walls on the wheel, or pinch, coil and slab building by hand',
  'Trimming, joining handles and finishing rims and bases',
  'How glazes behave in the kiln and how to apply them evenly',
  'Caring for greenware and knowing when a piece is ready to fire',
];

const CONTENT = [
  'Welcome, studio safety and a demonstration by your instructor',
  'Guided practice at your own wheel or hand-building station',
  'Chai break and a look at finished pieces from our kilns',
  'Refining and finishing your best pieces',
  'Choosing glazes and labelling your work for firing',
];

const INCLUDED = [
  'Stoneware and terracotta clay',
  'Use of wheels, tools and banding wheels',
  'Aprons and towels',
  'Studio glazes and underglazes',
  'Bisque and glaze firing of the pieces you keep',
];

const REQUIREMENTS = [
  'No experience needed unless the description says otherwise',
  'Comfortable clothes that can get muddy, and closed shoes',
  'Short nails make wheel work much easier',
  'Please arrive 10 minutes early; fired pieces are ready to collect in about three weeks',
  'Tell us about any allergies or access needs when you book',
];

function Section({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="workshops-section">
      <h2 className="workshops-section__title">{title}</h2>
      <ul className="workshops-section__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The studio's standing copy for every workshop; a workshop's own materials note is listed first. */
export function WorkshopSections({ workshop }: { workshop: Workshop }) {
  const materials = workshop.materials?.trim();
  return (
    <div className="workshops-sections">
      <Section title="What You'll Learn" items={LEARN} />
      <Section title="Workshop Content" items={CONTENT} />
      <Section title="Materials Included" items={materials ? [materials, ...INCLUDED] : INCLUDED} />
      <Section title="Requirements" items={REQUIREMENTS} />
    </div>
  );
}
