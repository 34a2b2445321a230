import type { Workshop } from '@mitti/shared';

function Section({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items?.length) return null;
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

/**
 * The class's own sections (SPEC: what you'll learn, content, materials included, requirements), from its data:
 * a section the class has not written is left out rather than filled with another class's promises.
 */
export function WorkshopSections({ workshop }: { workshop: Workshop }) {
  const included = workshop.included?.length
    ? workshop.included
    : workshop.materials?.trim()
      ? [workshop.materials.trim()]
      : [];
  return (
    <div className="workshops-sections">
      <Section title="What You'll Learn" items={workshop.learn} />
      <Section title="Workshop Content" items={workshop.agenda} />
      <Section title="Materials Included" items={included} />
      <Section title="Requirements" items={workshop.requirements} />
    </div>
  );
}
