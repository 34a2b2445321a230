import { useState } from 'react';
import type { FaqEntry } from '@mitti/shared';
import { FaqItem } from './faq-item';

interface Props {
  groups: readonly string[];
  entries: readonly FaqEntry[];
  /** A group's name, a question or an answer in the page's language. */
  say: (text: string) => string;
}

/** The FAQ in groups; one item is open at a time across the whole page. */
export function FaqAccordion({ groups, entries, say }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      {groups.map((group) => {
        const headingId = `faq-group-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={group} className="pages-faq__group" aria-labelledby={headingId}>
            <h2 id={headingId}>{say(group)}</h2>
            {entries
              .filter((entry) => entry.category === group)
              .map((entry) => (
                <FaqItem
                  key={entry.id}
                  entry={entry}
                  say={say}
                  open={openId === entry.id}
                  onToggle={(open) => setOpenId((current) => (open ? entry.id : current === entry.id ? null : current))}
                />
              ))}
          </section>
        );
      })}
    </>
  );
}
