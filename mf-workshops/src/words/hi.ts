import type { WorkshopsText } from './texts';

/**
 * The workshops' words in Hindi (decision 105), keyed by the English text: every text of texts.ts, or this app's
 * type check, and so its build, fails. `{name}` is a value, as in the English. The owner's words (a class's name,
 * description, place and instructor) are not here: they stay English, marked `lang="en"`.
 */
export const hindi: Record<WorkshopsText, string> = {
  Workshops: 'कार्यशालाएँ',
  'Hands-on pottery workshops by Mitti Studio: wheel throwing, hand-building, glazing and raku firing in small groups, materials and firing included.':
    'मिट्टी स्टूडियो की हाथों से सीखने वाली मिट्टी के बर्तनों की कार्यशालाएँ: छोटे समूहों में चाक पर गढ़ना, हाथ से गढ़ना, ग्लेज़िंग और राकू पकाई, सामग्री और पकाई शामिल।',
  'Pottery Workshops': 'मिट्टी के बर्तनों की कार्यशालाएँ',
  'Get your hands in the clay. Our small-group workshops are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.':
    'मिट्टी में हाथ डालिए। हमारी छोटे समूहों की कार्यशालाएँ काम करने वाले कुम्हार चलाते हैं, बिना जल्दबाज़ी के चलती हैं, और बिल्कुल नए सीखने वालों के साथ उन कारीगरों के लिए भी हैं जो चाक, हाथ से गढ़ने, ग्लेज़िंग या पकाई में आगे बढ़ना चाहते हैं।',
  'Get your hands in the clay. Our small-group workshops, held in {towns} (each class says where), are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.':
    'मिट्टी में हाथ डालिए। हमारी छोटे समूहों की कार्यशालाएँ, जो {towns} में होती हैं (हर कक्षा में जगह लिखी है), काम करने वाले कुम्हार चलाते हैं, बिना जल्दबाज़ी के चलती हैं, और बिल्कुल नए सीखने वालों के साथ उन कारीगरों के लिए भी हैं जो चाक, हाथ से गढ़ने, ग्लेज़िंग या पकाई में आगे बढ़ना चाहते हैं।',
  'Every seat includes clay, tools, aprons, glazes and firing, plus chai between sessions. Pieces you want to keep are fired in our kilns and ready to collect about three weeks later.':
    'हर सीट में मिट्टी, औज़ार, एप्रन, ग्लेज़ और पकाई शामिल हैं, और सत्रों के बीच चाय भी। जो बर्तन आप रखना चाहें, वे हमारी भट्टियों में पकाए जाते हैं और लगभग तीन हफ़्ते बाद ले जाने के लिए तैयार होते हैं।',
  '{first} and {last}': '{first} और {last}',
  'Workshop highlights': 'कार्यशालाओं की झलकियाँ',
  'Loading workshops...': 'कार्यशालाएँ लोड हो रही हैं...',
  'No workshops available': 'कोई कार्यशाला उपलब्ध नहीं',
  'Upcoming workshops': 'आने वाली कार्यशालाएँ',
  'Failed to load workshops. Please try again.': 'कार्यशालाएँ लोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
  Date: 'तारीख़',
  Place: 'जगह',
  Seats: 'सीटें',
  Price: 'कीमत',
  'View Details': 'विवरण देखें',
  ' of {name} (fully booked)': ' — {name} (सभी सीटें भर चुकी हैं)',
  'Register Now': 'अभी पंजीकरण करें',
  ' for {name}': ' — {name} के लिए',
  '{name} — photo {n}': '{name} — फ़ोटो {n}',
  'Fully booked': 'सभी सीटें भर चुकी हैं',
  '1 slot available': '1 सीट उपलब्ध',
  '{n} slots available': '{n} सीटें उपलब्ध',
  '1 minute': '1 मिनट',
  '{n} minutes': '{n} मिनट',
  Instructor: 'प्रशिक्षक',
  Time: 'समय',
  Duration: 'अवधि',
  Location: 'स्थान',
  Slots: 'सीटें',
  'Loading workshop': 'कार्यशाला लोड हो रही है',
  'Loading workshop...': 'कार्यशाला लोड हो रही है...',
  'Workshop not found': 'कार्यशाला नहीं मिली',
  'Failed to load workshop details': 'कार्यशाला का विवरण लोड नहीं हो सका',
  'This workshop is not on our calendar. It may have finished or been moved.':
    'यह कार्यशाला हमारे कैलेंडर में नहीं है। हो सकता है वह ख़त्म हो गई हो या उसकी तारीख़ बदल गई हो।',
  '← Back to Workshops': '← कार्यशालाओं पर वापस',
  'Previous photo': 'पिछली फ़ोटो',
  'Next photo': 'अगली फ़ोटो',
  'Workshop photos': 'कार्यशाला की फ़ोटो',
  'Show photo {n}': 'फ़ोटो {n} दिखाएँ',
  "What You'll Learn": 'आप क्या सीखेंगे',
  'Workshop Content': 'कार्यशाला की रूपरेखा',
  'Materials Included': 'शामिल सामग्री',
  Requirements: 'ज़रूरी बातें',
  'Book Now': 'अभी बुक करें',
  'Please sign in to book a workshop': 'कार्यशाला बुक करने के लिए कृपया साइन इन करें',
  'No slots available for this workshop': 'इस कार्यशाला में कोई सीट उपलब्ध नहीं है',
  '{n} of {count}': '{count} में से {n}',
  'Previous slide': 'पिछली स्लाइड',
  'Next slide': 'अगली स्लाइड',
  'Show slide {n} of {count}': '{count} में से स्लाइड {n} दिखाएँ',
  'Play slideshow': 'स्लाइडशो चलाएँ',
  'Pause slideshow': 'स्लाइडशो रोकें',
};
