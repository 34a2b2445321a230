import { dateInHindi, formatDateIndia } from '@mitti/shared/dates';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import type { InvoiceWords } from './invoice-words';

const SHIPPING_OPTION_NAMES: Record<ShippingOptionId, string> = {
  standard: 'सामान्य',
  express: 'एक्सप्रेस',
  'same-day': 'उसी दिन (मुंबई)',
};

/** The invoice's words in Hindi (invoice-words.ts): the tax terms kept, dates as the Hindi pages write them. */
export const hindiInvoiceWords: InvoiceWords = {
  date: (value) => dateInHindi(formatDateIndia(value)),
  title: { 'tax-invoice': 'कर बीजक (Tax Invoice)', 'bill-of-supply': 'आपूर्ति का बिल (Bill of Supply)' },
  original: 'प्राप्तकर्ता के लिए मूल प्रति',
  notRegistered: 'GSTIN: पंजीकृत नहीं',
  number: { 'tax-invoice': 'बीजक संख्या', 'bill-of-supply': 'बिल संख्या' },
  issued: 'जारी करने की तारीख',
  order: 'ऑर्डर संख्या',
  payment: 'भुगतान',
  reverseCharge: 'रिवर्स चार्ज',
  no: 'नहीं',
  billTo: 'बिल और डिलीवरी का पता',
  placeOfSupply: 'आपूर्ति का स्थान',
  columns: {
    description: 'विवरण',
    quantity: 'मात्रा',
    unitPrice: 'इकाई मूल्य',
    taxable: 'कर योग्य मूल्य',
    rate: 'दर',
    tax: 'कर',
    amount: 'राशि',
  },
  classSeat: (name) => `${name} (कक्षा की सीट)`,
  shipping: (option) => `शिपिंग (${SHIPPING_OPTION_NAMES[option]})`,
  codFee: 'कैश ऑन डिलीवरी शुल्क',
  phone: (phone) => `फ़ोन ${phone}`,
  taxableValue: 'कर योग्य मूल्य',
  gstIncluded: 'शामिल GST',
  total: 'बीजक का कुल योग',
  pricesIncludeGst: 'कीमतों में GST शामिल है।',
  deliveredWithGoods: 'शिपिंग और कैश ऑन डिलीवरी शुल्क सामान के साथ दिए जाते हैं और उन पर सामान की दर से कर लगता है।',
  classesWhereHeld: 'कक्षा की सीट एक शिक्षा सेवा है, जो वहीं दी जाती है जहाँ कक्षा होती है।',
  unregistered: [
    'आपूर्तिकर्ता GST के अंतर्गत पंजीकृत नहीं है: हस्तशिल्प वस्तुओं का निर्माता, जिसे CGST अधिनियम, 2017 की धारा 23(2) (अधिसूचना संख्या 03/2018-Integrated Tax) के तहत पंजीकरण से छूट है। इस आपूर्ति पर कोई GST नहीं लिया गया है, और इस पर इनपुट टैक्स क्रेडिट का दावा नहीं किया जा सकता।',
  ],
  signatory: (seller) => `${seller} के लिए: अधिकृत हस्ताक्षरकर्ता (इलेक्ट्रॉनिक रूप से जारी)`,
};
