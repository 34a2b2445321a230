import type { Language } from '@mitti/shared/i18n';

/** One of the newsletter's pages: its heading, its sentence and, where the page asks before acting, its button. */
interface PageWords {
  title: string;
  text: string;
  button?: string;
}

export interface NewsletterPageWords {
  confirm: Required<PageWords>;
  confirmed: PageWords;
  unsubscribe: Required<PageWords>;
  unsubscribed: PageWords;
  unknown: PageWords;
  backToShop: string;
}

const english: NewsletterPageWords = {
  confirm: {
    title: 'Confirm your subscription',
    text: "Receive Mitti Studio's newsletter at this address: new pieces, workshop dates and stories from the studio.",
    button: 'Yes, subscribe me',
  },
  confirmed: {
    title: "You're subscribed",
    text: 'Thank you for confirming. You will hear from us when new pieces and workshop dates are ready.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: "Stop receiving Mitti Studio's newsletter at this address.",
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: "You're unsubscribed",
    text: 'This address will receive no more newsletters from us. You can sign up again at any time.',
  },
  unknown: {
    title: 'This link no longer works',
    text: 'It may be old or mistyped. Sign up again from the box at the foot of any page of the shop.',
  },
  backToShop: 'Back to the shop',
};

/** In the newsletter mails' Hindi (mail-words-hi.ts: सदस्यता, न्यूज़लेटर, हाँ, मुझे सदस्य बनाएँ). */
const hindi: NewsletterPageWords = {
  confirm: {
    title: 'अपनी सदस्यता की पुष्टि करें',
    text: 'इस पते पर मिट्टी स्टूडियो का न्यूज़लेटर पाएँ: नई चीज़ें, कार्यशालाओं की तारीखें और स्टूडियो की कहानियाँ।',
    button: 'हाँ, मुझे सदस्य बनाएँ',
  },
  confirmed: {
    title: 'आपकी सदस्यता शुरू हो गई है',
    text: 'पुष्टि करने के लिए धन्यवाद। नई चीज़ें और कार्यशालाओं की तारीखें तैयार होते ही हम आपको बताएँगे।',
  },
  unsubscribe: {
    title: 'सदस्यता छोड़ें',
    text: 'इस पते पर मिट्टी स्टूडियो का न्यूज़लेटर पाना बंद करें।',
    button: 'सदस्यता छोड़ें',
  },
  unsubscribed: {
    title: 'आपने सदस्यता छोड़ दी है',
    text: 'इस पते पर अब हमारा कोई न्यूज़लेटर नहीं आएगा। आप कभी भी फिर से सदस्य बन सकते हैं।',
  },
  unknown: {
    title: 'यह लिंक अब काम नहीं करता',
    text: 'हो सकता है यह पुराना हो या गलत लिखा गया हो। दुकान के किसी भी पेज के नीचे दिए बॉक्स से फिर से सदस्य बनें।',
  },
  backToShop: 'दुकान पर वापस जाएँ',
};

/** The newsletter pages' words in the language the address signed up in (decision 106). */
export const newsletterPageWords = (language: Language): NewsletterPageWords => (language === 'hi' ? hindi : english);
