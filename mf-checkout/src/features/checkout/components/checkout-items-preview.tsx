import { formatRupees } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { lineProblem } from '../../prices/line-problems';
import type { LinesNow } from '../../prices/use-lines-now';
import type { CheckoutLine } from '../../../lib/checkout-line';
import { useWords } from '../../../words/words';

const PREVIEW_COUNT = 3;

/**
 * The first three items of the order and '+N more' for the rest, at the shop's current prices, each with
 * what stops it when the shop no longer has it as ordered (issue 33), named as the cart names it.
 */
export function CheckoutItemsPreview({ lines, now = {} }: { lines: readonly CheckoutLine[]; now?: LinesNow }) {
  const t = useWords();
  const rest = lines.length - PREVIEW_COUNT;
  return (
    <>
      <ul className="checkout-lines">
        {lines.slice(0, PREVIEW_COUNT).map((line) => {
          const problem = lineProblem(t, line, now[line.id]);
          // The owner's Hindi name on a Hindi page where given, as the cart names it (decision 112).
          const name = ownersText(t, { name: line.name, nameHi: now[line.id]?.nameHi }, 'name');
          return (
            <li key={line.id} className="checkout-summary__row">
              <span>
                <span lang={name.lang}>{name.text}</span> × {line.quantity}
                {problem && <span className="checkout-field__error"> · {problem}</span>}
              </span>
              <span>{formatRupees(line.price * line.quantity)}</span>
            </li>
          );
        })}
      </ul>
      {rest > 0 && <p className="checkout-note">{t('+{n} more', { n: rest })}</p>}
    </>
  );
}
