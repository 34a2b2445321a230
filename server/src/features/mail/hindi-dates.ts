import { dateInHindi, formatDateIndia, formatDateTimeIndia } from '@mitti/shared/dates';

/** '12 दिसंबर 2026' (decision 102), or 'N/A' as the English one. A bare day (YYYY-MM-DD) is that day in India. */
export const formatDateHindi = (value: string): string => dateInHindi(formatDateIndia(value));

/** '12 दिसंबर 2026, 3:30 PM': the time as the shop writes it everywhere. */
export const formatDateTimeHindi = (value: string): string => dateInHindi(formatDateTimeIndia(value));
