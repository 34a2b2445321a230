import { stockProblem } from '@mitti/shared';
import type { CheckoutLine } from '../../lib/checkout-line';
import type { CheckoutWords } from '../../words/words';
import type { LineNow, LinesNow } from './use-lines-now';

/**
 * What stops a line as the shop stands now: 'Out of stock', 'Only 2 left', 'Fully booked'; null when it fits. The
 * shop's rule for a piece is stockProblem's; the words are the page's (decision 105).
 */
export function lineProblem(
  t: CheckoutWords,
  line: Pick<CheckoutLine, 'type' | 'quantity'>,
  now: LineNow | undefined,
): string | null {
  const available = now?.available;
  if (line.type === 'workshop') {
    if (typeof available !== 'number') return null;
    if (available <= 0) return t('Fully booked');
    return line.quantity > available ? t('Only {n} seats left', { n: available }) : null;
  }
  if (typeof available !== 'number' || !stockProblem(line.quantity, available)) return null;
  return available <= 0 ? t('Out of stock') : t('Only {n} left', { n: available });
}

/** 'Thali Plate: Only 2 left' for every line the shop cannot supply as ordered. */
export function unavailableLines(t: CheckoutWords, lines: readonly CheckoutLine[], now: LinesNow): string[] {
  return lines.flatMap((line) => {
    const problem = lineProblem(t, line, now[line.id]);
    return problem ? [`${line.name}: ${problem}`] : [];
  });
}
