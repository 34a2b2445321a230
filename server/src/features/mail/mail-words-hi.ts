import type { FailureCopy } from '@mitti/shared/payments';
import { FULL_REFUND_DAYS, HALF_REFUND_DAYS } from '../workshops/refund-policy';
import { formatDateHindi, formatDateTimeHindi } from './hindi-dates';
import type { MailWords, OrderThing } from './mail-words';

/** How soon the studio answers, and ships: SELLER's and DISPATCH_WITHIN's '1-2 business days' in Hindi. */
const WITHIN_BUSINESS_DAYS = '1-2 कार्यदिवसों';

/** SPEC section 8's payment failures (payment-failure-copy.ts), by the same codes. */
const failures: Record<string, FailureCopy> = {
  verification_failed: {
    title: 'भुगतान की पुष्टि नहीं हो सकी',
    message: 'हम आपके भुगतान की स्थिति की पुष्टि नहीं कर सके।',
    suggestion: 'कृपया अपने ऑर्डर की स्थिति देखें या सहायता टीम से संपर्क करें।',
  },
  order_not_found: {
    title: 'ऑर्डर नहीं मिला',
    message: 'हमें अपने सिस्टम में आपका ऑर्डर नहीं मिला।',
    suggestion: 'कृपया अपने ऑर्डर के विवरण के साथ सहायता टीम से संपर्क करें।',
  },
  system_error: {
    title: 'सिस्टम में गड़बड़ी',
    message: 'भुगतान के दौरान सिस्टम में एक गड़बड़ी हुई।',
    suggestion: 'कृपया बाद में फिर से कोशिश करें या सहायता टीम से संपर्क करें।',
  },
  insufficient_funds: {
    title: 'पर्याप्त राशि नहीं',
    message: 'आपके भुगतान के साधन में पर्याप्त राशि नहीं है।',
    suggestion: 'कृपया भुगतान का कोई दूसरा तरीका आज़माएँ।',
  },
  card_declined: {
    title: 'कार्ड अस्वीकार हुआ',
    message: 'आपके बैंक ने आपका कार्ड अस्वीकार कर दिया।',
    suggestion: 'कृपया कोई दूसरा कार्ड आज़माएँ या अपने बैंक से संपर्क करें।',
  },
  out_of_stock: {
    title: 'यह चीज़ अब उपलब्ध नहीं है',
    message: 'आपके भुगतान की पुष्टि होने से पहले आपके ऑर्डर की एक चीज़ बिक गई।',
    suggestion: 'आपका पैसा वापस कर दिया जाएगा। कोई सवाल हो तो कृपया सहायता टीम से संपर्क करें।',
  },
};
const failure: FailureCopy = {
  title: 'भुगतान नहीं हो सका',
  message: 'आपका भुगतान पूरा नहीं हो सका।',
  suggestion: 'कृपया फिर से कोशिश करें, या समस्या बनी रहे तो सहायता टीम से संपर्क करें।',
};

const PAYMENT_METHODS: Record<string, string> = { 'Card / UPI': 'कार्ड / UPI', 'Cash on Delivery': 'कैश ऑन डिलीवरी' };

/** 'आपका ऑर्डर' (masculine) or 'आपकी बुकिंग' (feminine): the verbs after them agree. */
const your = (thing: OrderThing) => (thing === 'booking' ? 'आपकी बुकिंग' : 'आपका ऑर्डर');
const cancelled = (thing: OrderThing) => (thing === 'booking' ? 'रद्द कर दी गई है' : 'रद्द कर दिया गया है');
const named = (thing: OrderThing) => (thing === 'booking' ? 'बुकिंग' : 'ऑर्डर');

/**
 * The mails' words in Hindi (decision 106): every word of mail-words.ts, or the API's type check fails. Money
 * stays in the SPEC's format and the owner's and shopper's words (names, addresses, notes) as they were written.
 */
export const hindiMailWords: MailWords = {
  date: formatDateHindi,
  dateTime: formatDateTimeHindi,

  careHours: 'मंगलवार से रविवार, सुबह 11 से शाम 7 बजे तक',
  greeting: (name) => (name ? `प्रिय ${name},` : 'नमस्ते,'),

  orderHeading: (number) => `ऑर्डर ${number}`,
  placed: (date, method) => `ऑर्डर की तारीख ${date} · ${method}`,
  paymentMethod: (method) => PAYMENT_METHODS[method] ?? method,
  subtotal: 'उप-योग',
  shipping: 'शिपिंग',
  free: 'मुफ़्त',
  codFee: 'कैश ऑन डिलीवरी शुल्क',
  total: 'कुल',
  deliveringTo: 'डिलीवरी का पता',

  classDate: 'तारीख:',
  classTime: 'समय:',
  classPlace: 'स्थान:',
  classInstructor: 'प्रशिक्षक:',
  whatToBring: 'क्या साथ लाएँ और क्या जानें',
  cancellationPolicyHeading: 'रद्द करने की नीति',
  cancellationPolicy: `कक्षा से ${FULL_REFUND_DAYS} या उससे ज़्यादा दिन पहले रद्द करने पर पूरा शुल्क वापस मिलता है, ${HALF_REFUND_DAYS} से ${FULL_REFUND_DAYS - 1} दिन पहले रद्द करने पर 50%; ${HALF_REFUND_DAYS} दिन से कम पहले रद्द करने पर शुल्क वापस नहीं होता।`,
  cancelFromOrders: { before: 'आप ', link: 'अपने ऑर्डर', after: ' से रद्द कर सकते हैं।' },
  calendarAttached: 'साथ लगा कैलेंडर आमंत्रण इस कक्षा को आपके कैलेंडर में जोड़ देता है।',

  invoiceAttached: 'आपका GST इनवॉइस PDF के रूप में साथ लगा है; इसे अपने ऑर्डर से भी डाउनलोड किया जा सकता है।',
  viewMyOrders: 'मेरे ऑर्डर देखें',
  viewMyBookings: 'मेरी बुकिंग देखें',
  orderConfirmedSubject: (number) => `आपके मिट्टी स्टूडियो ऑर्डर ${number} की पुष्टि हो गई है`,
  orderConfirmedPreview: (number) => `ऑर्डर ${number} की पुष्टि हो गई है`,
  orderConfirmedHeading: 'आपके ऑर्डर के लिए धन्यवाद',
  orderConfirmedText: `आपका भुगतान मिल गया है और आपके ऑर्डर की पुष्टि हो गई है। हम हर चीज़ हाथ से पैक करते हैं और ${WITHIN_BUSINESS_DAYS} में भेज देते हैं; जब यह स्टूडियो से निकलेगा, हम आपको बताएँगे।`,
  bookedSubject: (name, date) => `आपकी जगह पक्की: ${name}, ${date}`,
  bookingSubject: (number) => `बुकिंग ${number}`,
  bookedPreview: (name) => `आपकी जगह पक्की: ${name ?? 'आपकी कक्षा'}`,
  bookedHeading: 'आपकी जगह पक्की हो गई है',
  bookedText: (names) =>
    `आपका भुगतान मिल गया है और आपकी जगह आपके लिए रखी गई है। ${
      names.join(' और ') || 'आपकी कक्षा'
    } में आपसे मिलने का हमें इंतज़ार रहेगा।`,
  paymentFailedSubject: (number) => `ऑर्डर ${number} का भुगतान नहीं हो सका`,
  paymentFailure: (code) => (Object.hasOwn(failures, code) ? failures[code] : undefined) ?? failure,
  paymentNotTaken: (number) => `हम ऑर्डर ${number} का भुगतान नहीं ले सके।`,
  nothingCharged: 'आपसे कोई पैसा नहीं लिया गया है। आपका ऑर्डर रखा हुआ है, और आप अभी फिर से भुगतान कर सकते हैं।',
  tryAgain: 'फिर से कोशिश करें',
  codReceivedSubject: (number) => `हमें आपका ऑर्डर ${number} मिल गया है`,
  codReceivedPreview: (number) => `हमें ऑर्डर ${number} मिल गया है`,
  codReceivedHeading: 'हमें आपका ऑर्डर मिल गया है',
  codReceivedText: (phone, hours) =>
    `कैश ऑन डिलीवरी ऑर्डर के लिए धन्यवाद। पैक करने से पहले इसकी पुष्टि के लिए हम आपको ${phone || 'आपके फ़ोन'} पर कॉल करेंगे; आपकी चीज़ें ${hours} घंटे तक आपके लिए रखी रहेंगी। पार्सल पहुँचने पर आप भुगतान करेंगे।`,
  codConfirmedSubject: (number) => `आपके ऑर्डर ${number} की पुष्टि हो गई है`,
  codConfirmedHeading: 'आपके ऑर्डर की पुष्टि हो गई है',
  codConfirmedText: (number) =>
    `हमने आपके कैश ऑन डिलीवरी ऑर्डर ${number} की पुष्टि कर दी है: इसे पैक किया जा रहा है और यह ${WITHIN_BUSINESS_DAYS} में भेज दिया जाएगा। पार्सल पहुँचने पर कृपया कुल राशि नकद तैयार रखें।`,

  shippedSubject: (number) => `आपका ऑर्डर ${number} भेज दिया गया है`,
  shippedPreview: (number) => `ऑर्डर ${number} रास्ते में है`,
  shippedHeading: 'आपका ऑर्डर भेज दिया गया है',
  shippedText: (number) => `आपका ऑर्डर ${number} स्टूडियो से निकल चुका है और आप तक पहुँचने के रास्ते में है।`,
  studioNote: 'स्टूडियो की ओर से एक नोट:',
  trackMyOrders: 'मेरे ऑर्डर ट्रैक करें',
  deliveredSubject: (number) => `आपका ऑर्डर ${number} पहुँच गया है`,
  deliveredPreview: (number) => `ऑर्डर ${number} पहुँच गया है`,
  deliveredHeading: 'आपका ऑर्डर पहुँच गया है',
  deliveredText: (number) =>
    `आपका ऑर्डर ${number} पहुँच गया है। हमें उम्मीद है कि ये चीज़ें आपको खुशी देंगी। हर चीज़ हाथ से चाक पर गढ़ी और ग्लेज़ की गई है, इसलिए आपके कुछ शब्द दूसरे खरीदारों की मदद करते हैं और हमारे कुम्हारों के लिए बहुत मायने रखते हैं।`,
  reviewYourPieces: 'अपनी चीज़ों की समीक्षा लिखें',
  somethingNotRight:
    'कुछ ठीक नहीं है? डिलीवरी के 7 दिनों के भीतर वापसी स्वीकार की जाती है, और टूट-फूट की सूचना 48 घंटों के भीतर देनी होती है: इस ई-मेल का जवाब दें या संपर्क पृष्ठ से हमें लिखें।',
  cancelledSubject: (thing, number) => `${your(thing)} ${number} ${cancelled(thing)}`,
  cancelledPreview: (thing, number) => `${named(thing)} ${number} ${cancelled(thing)}`,
  cancelledHeading: (thing) => `${your(thing)} ${cancelled(thing)}`,
  cancelledByStudio: (thing, number) =>
    `हमें खेद है: हमें ${your(thing)} ${number} रद्द ${thing === 'booking' ? 'करनी पड़ी' : 'करना पड़ा'}।`,
  cancelledAsAsked: (thing, number) => `आपके कहे अनुसार ${your(thing)} ${number} ${cancelled(thing)}।`,
  refunded: (amount, percent) =>
    `${amount}${
      percent !== null && percent < 100 ? ` (कार्यशाला की रद्द करने की नीति के तहत शुल्क का ${percent}%)` : ''
    } 7-10 कार्यदिवसों में भुगतान के आपके मूल तरीके में वापस कर दिए जाएँगे।`,
  lateClassNotRefunded:
    'कार्यशाला की रद्द करने की नीति के तहत, शुरू होने से 3 दिन से कम पहले रद्द की गई कक्षा का शुल्क वापस नहीं होता।',
  codNothingCharged: 'यह कैश ऑन डिलीवरी ऑर्डर था, इसलिए आपसे कोई पैसा नहीं लिया गया।',
  nothingTaken: (thing) => `इस ${named(thing)} के लिए कोई भुगतान नहीं लिया गया था, इसलिए आपसे कोई पैसा नहीं लिया जाएगा।`,
  continueShopping: 'खरीदारी जारी रखें',

  contactSubject: 'हमें आपका संदेश मिल गया है',
  contactHeading: 'हमें लिखने के लिए धन्यवाद',
  contactText: `हमें मिट्टी स्टूडियो के संपर्क फ़ॉर्म से इस ई-मेल पते के साथ भेजा गया एक संदेश मिला है, और हम ${WITHIN_BUSINESS_DAYS} में उसका जवाब देंगे।`,
  contactNotYou: {
    before: 'आपने हमें नहीं लिखा? हो सकता है किसी ने गलती से आपका पता लिख दिया हो; आप इस ई-मेल को अनदेखा कर सकते हैं, या ',
    link: 'संपर्क पृष्ठ',
    after: ' से हमें बता सकते हैं।',
  },
  hello: 'नमस्ते,',

  newsletterConfirmSubject: 'कृपया मिट्टी स्टूडियो के न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें',
  newsletterConfirmPreview: 'अपनी सदस्यता की पुष्टि करें',
  newsletterConfirmHeading: 'कृपया अपनी सदस्यता की पुष्टि करें',
  newsletterConfirmText:
    'किसी ने, उम्मीद है आपने ही, इस पते पर मिट्टी स्टूडियो का न्यूज़लेटर पाने के लिए कहा है: स्टूडियो की नई चीज़ें, कार्यशालाओं की तारीखें और भट्ठी से कभी-कभार कोई कहानी। कृपया पुष्टि करें कि आप इसे पाना चाहते हैं।',
  subscribeMe: 'हाँ, मुझे सदस्य बनाएँ',
  newsletterNotYou: {
    before: 'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपको हमसे फिर कोई ई-मेल नहीं मिलेगा, या ',
    link: 'यह पता हटा दें',
    after: '।',
  },
  welcomeSubject: 'आप मिट्टी स्टूडियो के न्यूज़लेटर के सदस्य बन गए हैं',
  welcomeHeading: 'आपकी सदस्यता शुरू हो गई है',
  welcomeText: {
    before: 'पुष्टि करने के लिए धन्यवाद। जब भट्ठी से नई चीज़ें निकलेंगी और कार्यशालाओं की नई तारीखें खुलेंगी, हम आपको बताएँगे। तब तक, ',
    link: 'देखिए अभी स्टूडियो में क्या है',
    after: '।',
  },
  unsubscribeAnyTime: { before: 'इरादा बदल गया? किसी भी समय, एक क्लिक में ', link: 'सदस्यता छोड़ें', after: '।' },

  resetSubject: 'अपना मिट्टी स्टूडियो पासवर्ड रीसेट करें',
  resetPreview: 'नया पासवर्ड चुनें',
  resetHeading: 'अपना पासवर्ड रीसेट करें',
  resetText:
    'किसी ने, उम्मीद है आपने ही, इस पते वाले मिट्टी स्टूडियो खाते का पासवर्ड रीसेट करने के लिए कहा है। नीचे दिए बटन से नया पासवर्ड चुनें।',
  resetNotYou:
    'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा। यह लिंक एक ही बार, और थोड़ी ही देर तक काम करता है।',
  signInSubject: 'आपका मिट्टी स्टूडियो साइन-इन लिंक',
  signInPreview: 'आपका साइन-इन लिंक',
  signInHeading: 'मिट्टी स्टूडियो में साइन इन करें',
  signInText:
    'किसी ने, उम्मीद है आपने ही, इस पते से बिना पासवर्ड के मिट्टी स्टूडियो में साइन इन करने का लिंक माँगा है। इसे उसी डिवाइस पर खोलें जिस पर आपने इसे माँगा था।',
  signInNotYou:
    'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: इसके बिना कोई साइन इन नहीं कर सकता। यह लिंक एक ही बार, और थोड़ी ही देर तक काम करता है।',
};
