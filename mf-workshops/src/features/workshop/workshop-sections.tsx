import type { Workshop } from '@mitti/shared';
import { useWords } from '../../words/words';

function Section({ title, items, lang }: { title: string; items: readonly string[] | undefined; lang?: 'en' }) {
  if (!items?.length) return null;
  return (
    <section className="workshops-section">
      <h2 className="workshops-section__title">{title}</h2>
      <ul className="workshops-section__list" lang={lang}>
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
  const t = useWords();
  const included = workshop.included?.length
    ? workshop.included
    : workshop.materials?.trim()
      ? [workshop.materials.trim()]
      : [];
  return (
    <div className="workshops-sections">
      <Section title={t("What You'll Learn")} items={workshop.learn} lang={t.en} />
      <Section title={t('Workshop Content')} items={workshop.agenda} lang={t.en} />
      <Section title={t('Materials Included')} items={included} lang={t.en} />
      <Section title={t('Requirements')} items={workshop.requirements} lang={t.en} />
    </div>
  );
}
