import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page's sections with a linked table of contents. */
export function LegalSections({ sections, label }: { sections: readonly LegalSection[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className="pages-legal__toc">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
