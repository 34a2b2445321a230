import type { Catalog } from '@mitti/shared';
import type { shellMessages } from './shell-messages';

/**
 * The shell's words in Hindi (decision 102): every message of shell-messages.ts, or the shell's type check, and so
 * its build, fails. Plain text, which is its own compiled form (hindi-translator.ts; catalog.test.ts holds it to that).
 */
export const hindi: Catalog<typeof shellMessages> = {
  'shell.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'shell.mainNavigation': 'मुख्य',
  'shell.home': 'मुखपृष्ठ',
  'shell.store': 'दुकान',
  'shell.workshops': 'कार्यशालाएँ',
  'shell.ourStory': 'हमारी कहानी',
  'shell.contact': 'संपर्क',
  'shell.signIn': 'साइन इन',
  'shell.signUp': 'साइन अप',
  'shell.wishlist': 'पसंदीदा',
  'shell.cart': 'कार्ट',
  'shell.oneItem': 'आइटम',
  'shell.items': 'आइटम',
  'shell.openMenu': 'मेनू खोलें',
  'shell.closeMenu': 'मेनू बंद करें',
  'shell.menu': 'मेनू',
  'shell.profileMenu': 'प्रोफ़ाइल मेनू',
  'shell.profile': 'प्रोफ़ाइल',
  'shell.orders': 'ऑर्डर',
  'shell.shopAdmin': 'दुकान का प्रबंधन',
  'shell.signOut': 'साइन आउट',
  'shell.languageSwitch': 'भाषा',
  'shell.footerAbout':
    'मुंबई के हमारे स्टूडियो में चाक पर गढ़े, ग्लेज़ किए और भट्ठी में पकाए गए हस्तनिर्मित सिरेमिक, और कार्यशालाएँ जहाँ आप अपने हाथों से बना सकते हैं।',
  'shell.quickLinks': 'त्वरित लिंक',
  'shell.customerService': 'ग्राहक सेवा',
  'shell.faq': 'अक्सर पूछे जाने वाले सवाल',
  'shell.shippingAndReturns': 'शिपिंग और वापसी',
  'shell.termsAndConditions': 'नियम और शर्तें',
  'shell.privacyPolicy': 'गोपनीयता नीति',
  'shell.allRightsReserved': 'मिट्टी स्टूडियो। सर्वाधिकार सुरक्षित।',
  'shell.notFoundTitle': 'पृष्ठ नहीं मिला',
  'shell.notFoundDescription': 'यह पृष्ठ मौजूद नहीं है।',
  'shell.notFoundLead':
    'क्षमा करें, आप जो पृष्ठ ढूँढ रहे थे वह यहाँ नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई ग़लती हो।',
  'shell.goHome': 'मुखपृष्ठ पर जाएँ',
  'shell.browseStore': 'दुकान देखें',
};
