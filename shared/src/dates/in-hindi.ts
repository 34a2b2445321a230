/** The months in Hindi, by the English name the shop writes (`MONTHS`, format-date.ts). */
const HINDI_MONTHS: Readonly<Record<string, string>> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/**
 * A date the shop wrote (`formatDateIndia`, `formatDateTimeIndia`) as decision 102 writes it in Hindi: the month's
 * Hindi name, the digits the prices use, the same day on India's calendar: `12 दिसंबर 2026`, `12 दिसंबर 2026, 3:30 PM`.
 * 'N/A' stays as it is. Made from the English so that both languages are the same day, written by hand (decision
 * 031); the pages' Hindi words and the API's Hindi mails both write dates with it.
 */
export const dateInHindi = (written: string): string =>
  written.replace(/[A-Z][a-z]+/, (month) => HINDI_MONTHS[month] ?? month);
