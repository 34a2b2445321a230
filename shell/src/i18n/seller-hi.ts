import type { sellerWords } from './seller-words';

/** The shop's facts that are words, in Hindi, as a sentence of a policy page takes them (decision 119). */
export const sellerInHindi: Record<keyof typeof sellerWords, string> = {
  dispatchWithin: '1-2 कार्यदिवसों',
  hours: 'मंगलवार से रविवार, सुबह 11 बजे से शाम 7 बजे तक',
  replyWithin: '1-2 कार्यदिवसों',
  acknowledgeWithin: '48 घंटों',
  resolveWithin: 'एक महीने',
};
