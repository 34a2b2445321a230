import { stockProblem } from '@mitti/shared';
import type { CheckoutLine } from '../../lib/checkout-line';
import type { LineNow, LinesNow } from './use-lines-now';

/** What stops a line as the shop stands now: 'Out of stock', 'Only 2 left', 'Fully booked'; null when it fits. */
export function lineProblem(line: Pick<CheckoutLine, 'type' | 'quantity'>, now: LineNow | undefined): string | null {
  if (line.type === 'workshop') {
    if (typeof now?.available !== 'number') return null;
    if (now.available <= 0) return 'Fully booked';
    return line.quantity > now.available ? `Only ${now.available} seats left` : null;
  }
  return stockProblem(line.quantity, now?.available);
}

/** 'Thali Plate: Only 2 left' for every line the shop cannot supply as ordered. */
export function unavailableLines(lines: readonly CheckoutLine[], now: LinesNow): string[] {
  return lines.flatMap((line) => {
    const problem = lineProblem(line, now[line.id]);
    return problem ? [`${line.name}: ${problem}`] : [];
  });
}
