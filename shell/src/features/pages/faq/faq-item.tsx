import type { FaqEntry } from '@mitti/shared';
import { FaqAnswer } from './faq-answer';

interface Props {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}

/** One accordion item: a heading with a disclosure button and the answer region it controls. */
export function FaqItem({ entry, open, onToggle }: Props) {
  const buttonId = `faq-question-${entry.id}`;
  const panelId = `faq-answer-${entry.id}`;
  return (
    <div className={`pages-faq__item ${open ? 'pages-faq__item--open' : ''}`}>
      <h3 className="pages-faq__question">
        <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{entry.question}</span>
          <span className="pages-faq__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {open && <FaqAnswer html={entry.answer} />}
      </div>
    </div>
  );
}
