import type { FaqEntry } from '@mitti/shared';
import { FaqAnswer } from './faq-answer';

interface Props {
  entry: FaqEntry;
  /** Its question and answer in the page's language. */
  say: (text: string) => string;
  open: boolean;
  /** The shopper opened or closed it (the browser toggles it first, with or without the app). */
  onToggle: (open: boolean) => void;
}

/** The group the browser opens one item of at a time, without scripts (the `name` of `<details>`). */
export const FAQ_DISCLOSURE_NAME = 'faq';

/**
 * One item: a disclosure (`<details>`) whose summary is the question, with its answer inside. The browser opens
 * and closes it, before the app runs and without JavaScript (decision 067); the page keeps which one is open.
 */
export function FaqItem({ entry, say, open, onToggle }: Props) {
  return (
    <details
      className="pages-faq__item"
      name={FAQ_DISCLOSURE_NAME}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="pages-faq__question" id={`faq-question-${entry.id}`}>
        <h3>{say(entry.question)}</h3>
        <span className="pages-faq__chevron" aria-hidden="true" />
      </summary>
      <FaqAnswer html={say(entry.answer)} />
    </details>
  );
}
