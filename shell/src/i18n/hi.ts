import type { Catalog } from '@mitti/shared';
import type { homeMessages } from './home-messages';
import type { shellMessages } from './shell-messages';

/**
 * The shell's words in Hindi (decision 102): every message of shell-messages.ts and home-messages.ts, or the shell's type check, and so
 * its build, fails. Plain text, which is its own compiled form (hindi-translator.ts; catalog.test.ts holds it to that).
 */
export const hindi: Catalog<typeof shellMessages & typeof homeMessages> = {
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
  'shell.homeTitle': 'हाथ से बने सिरेमिक और मिट्टी के बर्तन बनाने की कार्यशालाएँ',
  'shell.homeDescription':
    'मुंबई के एक स्टूडियो से हाथ से बने स्टोनवेयर, टेराकोटा और पोर्सिलेन, और सबके लिए मिट्टी के बर्तन बनाने की कार्यशालाएँ।',
  'shell.homeHeading': 'हाथ से बने सिरेमिक, मुंबई में धीरज से गढ़े हुए',
  'shell.homeLead': 'चाक पर गढ़े और हमारी भट्ठी में पकाए गए कटोरे, मग, फूलदान और गमले।',
  'shell.shopTheCollection': 'संग्रह देखें और खरीदें',
  'shell.joinAWorkshop': 'कार्यशाला में शामिल हों',
  'shell.latestArrivals': 'नए आए उत्पाद',
  'shell.viewAllProducts': 'सभी उत्पाद देखें',
  'shell.potteryWorkshops': 'मिट्टी के बर्तन बनाने की कार्यशालाएँ',
  'shell.workshopsIntro':
    'छोटे समूह, धैर्यवान प्रशिक्षक और ज़रूरत की सारी मिट्टी। हमारे किसी स्टूडियो में सप्ताहांत के सत्र के लिए सीट बुक करें: किसी अनुभव की ज़रूरत नहीं, और सामग्री शामिल है।',
  'shell.wheelThrowing': 'चाक पर गढ़ना',
  'shell.wheelThrowingText': 'हर कदम पर मार्गदर्शन के साथ चाक पर मिट्टी जमाएँ और अपने पहले कटोरे गढ़ें।',
  'shell.handBuilding': 'हाथ से गढ़ना',
  'shell.handBuildingText': 'गमलों, प्लेटों और मूर्तिनुमा चीज़ों के लिए पिंच, कॉइल और स्लैब की तकनीकें।',
  'shell.glazing': 'ग्लेज़िंग',
  'shell.glazingText': 'रंग मिलाएँ और अपनी बनाई चीज़ पर ग्लेज़ चढ़ाएँ; हम उसे भट्ठी में पकाते हैं और आपके लेने तक रखते हैं।',
  'shell.seeUpcomingWorkshops': 'आने वाली कार्यशालाएँ देखें',
  'shell.ourStoryHeading': 'हमारी कहानी',
  'shell.ourStoryText':
    'मिट्टी का अर्थ है धरती। मिट्टी स्टूडियो की शुरुआत बांद्रा में एक चाक और एक साझा भट्ठी से हुई, इस विश्वास के साथ कि जिन प्यालों और कटोरों को हम रोज़ इस्तेमाल करते हैं, वे हाथ से, धीरज से और अच्छी तरह बनाए जाने चाहिए। आज कुम्हारों की एक छोटी टीम हर चीज़ को हमारे अपने स्टूडियो में गढ़ती, तराशती, ग्लेज़ करती और पकाती है, भारतीय मिट्टी और हमारे खुद मिलाए ग्लेज़ से।',
  'shell.readOurStory': 'हमारी कहानी पढ़ें',
};
