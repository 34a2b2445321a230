import { formatDateIndia, type Timestamp } from '@mitti/shared';
import type { AccountWords } from '../words/words';

/**
 * A date the shop wrote with its time (`formatDateTimeIndia`, `formatDeadline`), its date as the page writes dates:
 * `12 दिसंबर 2026, 3:30 PM` on a Hindi page (the translator's `date`, decision 105), as written on an English one.
 */
export const inPageDate = (t: AccountWords, written: string, value: Timestamp | null | undefined): string =>
  t.date ? written.replace(formatDateIndia(value), t.date(value)) : written;
