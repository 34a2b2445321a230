/**
 * The API's refusals a shopper can meet, in Hindi (decision 117), keyed by the English the API words them in,
 * `{name}` where a value goes (a piece's name, a PIN code, an amount in the SPEC's `Rs.` format, or a refusal of
 * its own, such as an address's problem after "Shipping address:"). `refusals-in-hindi.test.ts` holds every key to
 * the code that words it, so a changed English sentence that is not changed here fails a test, not a page.
 * The owner's, the gateway's and a developer's refusals (admin routes, webhooks, malformed requests) stay English.
 */
export const REFUSALS_IN_HINDI: Readonly<Record<string, string>> = {
  // Signing in and the API's own limits (plugins).
  'Authentication required. Please sign in.': 'लॉग इन ज़रूरी है। कृपया लॉग इन करें।',
  'Authentication expired. Please sign in again.': 'लॉग इन की अवधि समाप्त हो गई। कृपया फिर से लॉग इन करें।',
  'Too many requests. Please try again in a minute.': 'बहुत अधिक अनुरोध। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'The request took too long to arrive. Please try again.': 'अनुरोध पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
  'Something went wrong on our side. Please try again later.':
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Invalid request: {where} contains a character that cannot be stored (a NUL character or an unpaired surrogate)':
    'अमान्य अनुरोध: {where} में ऐसा अक्षर है जिसे सहेजा नहीं जा सकता (NUL अक्षर या अधूरा सरोगेट)',

  // The order: its lines, stock and prices.
  'An order needs at least one item.': 'ऑर्डर में कम से कम एक चीज़ होनी चाहिए।',
  'An order can have at most {count} items.': 'एक ऑर्डर में ज़्यादा से ज़्यादा {count} चीज़ें हो सकती हैं।',
  '{name} is no longer in our catalogue.': '{name} अब हमारे कैटलॉग में नहीं है।',
  '{name} is fully booked': '{name} की सारी सीटें भर चुकी हैं',
  '{name} is out of stock': '{name} स्टॉक में नहीं है',
  'Only {available} of {name} available; you asked for {asked}.': '{name} के केवल {available} उपलब्ध हैं; आपने {asked} माँगे।',
  '{name} has no seats left for the quantity requested.': '{name} में माँगी गई संख्या जितनी सीटें नहीं बचीं।',
  '{name} is out of stock for the quantity requested.': '{name} माँगी गई मात्रा में स्टॉक में नहीं है।',
  'Quantity for {item} can be at most {limit}.': '{item} की मात्रा ज़्यादा से ज़्यादा {limit} हो सकती है।',
  'Quantity for {item} must be a whole number of at least 1.': '{item} की मात्रा कम से कम 1 की पूर्ण संख्या होनी चाहिए।',
  'item {id}': 'चीज़ {id}',
  'an item': 'एक चीज़',
  'The price of {name} changed from {from} to {to}.': '{name} की कीमत {from} से बदलकर {to} हो गई है।',
  'The total of this order changed from {from} to {to}.': 'इस ऑर्डर का कुल {from} से बदलकर {to} हो गया है।',
  'Please check the new prices and place the order again.': 'कृपया नई कीमतें देखें और ऑर्डर फिर से करें।',
  'Order not found': 'ऑर्डर नहीं मिला',
  'This order belongs to another account.': 'यह ऑर्डर किसी दूसरे खाते का है।',
  'You can only view your own orders.': 'आप केवल अपने ऑर्डर देख सकते हैं।',

  // Where and how it is delivered.
  'A shipping address in India, with a phone number, is required to deliver this order':
    'इस ऑर्डर की डिलीवरी के लिए भारत का शिपिंग पता, फ़ोन नंबर के साथ, ज़रूरी है',
  'We ship within India only': 'हम केवल भारत के भीतर डिलीवरी करते हैं',
  'Shipping address: {problem}': 'शिपिंग पता: {problem}',
  'Contact phone: {problem}': 'संपर्क फ़ोन: {problem}',
  '{field} is required': '{field} ज़रूरी है',
  '{field} can be at most {limit} characters.': '{field} में अधिकतम {limit} अक्षर हो सकते हैं।',
  '{field} can be at most {limit} characters (this one has {length}).':
    '{field} में अधिकतम {limit} अक्षर हो सकते हैं (इसमें {length} हैं)।',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  Address: 'पता',
  City: 'शहर',
  State: 'राज्य',
  'PIN Code': 'पिन कोड',
  Country: 'देश',
  Phone: 'फ़ोन',
  Note: 'नोट',
  'Full Name': 'पूरा नाम',
  Email: 'ईमेल',
  Name: 'नाम',
  Message: 'संदेश',
  Title: 'शीर्षक',
  'Your review': 'आपकी समीक्षा',
  Reason: 'कारण',
  Search: 'खोज',
  'Enter a valid 6-digit PIN code': '6 अंकों का सही पिन कोड डालें',
  'Enter a valid Indian mobile number': 'सही भारतीय मोबाइल नंबर डालें',
  '{pin} is not a PIN code in use in India. Please check it.':
    '{pin} भारत में इस्तेमाल होने वाला पिन कोड नहीं है। कृपया इसे जाँच लें।',
  'We cannot deliver to Army Postal Service PIN code {pin}: please give a civilian address.':
    'हम आर्मी पोस्टल सर्विस के पिन कोड {pin} पर डिलीवरी नहीं कर सकते: कृपया कोई नागरिक पता दें।',
  'We do not deliver to PIN code {pin} ({state}) yet: our couriers cannot carry pottery there safely.':
    'हम अभी पिन कोड {pin} ({state}) पर डिलीवरी नहीं करते: हमारे कूरियर वहाँ मिट्टी के बर्तन सुरक्षित नहीं पहुँचा सकते।',
  'Choose standard, express or same-day shipping.': 'सामान्य, एक्सप्रेस या उसी दिन की डिलीवरी चुनें।',
  'Express delivery does not reach this PIN code': 'एक्सप्रेस डिलीवरी इस पिन कोड तक नहीं पहुँचती',
  'Same-day delivery is for Mumbai PIN codes only': 'उसी दिन डिलीवरी केवल मुंबई के पिन कोड के लिए है',
  'Same-day delivery must be ordered before 12 PM (India time)':
    'उसी दिन डिलीवरी के लिए ऑर्डर दोपहर 12 बजे (भारतीय समय) से पहले देना होगा',
  'Cash on delivery is not available for this PIN code ({pin}).': 'इस पिन कोड ({pin}) पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
  'Cash on delivery is for products only: workshop seats are paid online.':
    'कैश ऑन डिलीवरी केवल सामान के लिए है: कार्यशाला की सीटों का भुगतान ऑनलाइन होता है।',
  'Cash on delivery orders go by standard delivery, since we call you to confirm before we pack. For Express or Same-day delivery, please pay online.':
    'कैश ऑन डिलीवरी के ऑर्डर सामान्य डिलीवरी से जाते हैं, क्योंकि पैक करने से पहले हम आपको फ़ोन करके पुष्टि करते हैं। एक्सप्रेस या उसी दिन की डिलीवरी के लिए कृपया ऑनलाइन भुगतान करें।',
  'Cash on delivery is available for orders up to {limit}; this order comes to {total}. Please pay online.':
    'कैश ऑन डिलीवरी {limit} तक के ऑर्डर के लिए है; यह ऑर्डर {total} का है। कृपया ऑनलाइन भुगतान करें।',

  // Paying for it.
  'This is a cash-on-delivery order: it is paid on delivery, not online.':
    'यह कैश ऑन डिलीवरी ऑर्डर है: इसका भुगतान डिलीवरी पर होता है, ऑनलाइन नहीं।',
  'This order is already paid.': 'इस ऑर्डर का भुगतान हो चुका है।',
  'This payment link can no longer be used; please start the checkout again.':
    'यह भुगतान लिंक अब काम नहीं करता; कृपया चेकआउट फिर से शुरू करें।',
  'The payment gateway did not respond in time. Please try again.':
    'भुगतान गेटवे ने समय पर जवाब नहीं दिया। कृपया फिर से कोशिश करें।',
  'The payment gateway is not reachable right now. Please try again.':
    'भुगतान गेटवे से अभी संपर्क नहीं हो पा रहा। कृपया फिर से कोशिश करें।',
  'Failed to create payment order. The payment provider did not answer; please try again.':
    'भुगतान ऑर्डर नहीं बन सका। भुगतान सेवा ने जवाब नहीं दिया; कृपया फिर से कोशिश करें।',

  // The catalogue, reviews, the contact form, the newsletter and the sign-in mails.
  'Product not found': 'उत्पाद नहीं मिला',
  'Workshop not found': 'कार्यशाला नहीं मिली',
  'Only shoppers who received this piece can review it.': 'केवल वे ग्राहक इसकी समीक्षा कर सकते हैं जिन्हें यह चीज़ मिली है।',
  'Please choose a rating from 1 to 5 stars.': 'कृपया 1 से 5 सितारों के बीच रेटिंग चुनें।',
  'Please write at least {count} characters about the piece.': 'कृपया इस चीज़ के बारे में कम से कम {count} अक्षर लिखें।',
  'A review can be at most {count} characters.': 'समीक्षा में ज़्यादा से ज़्यादा {count} अक्षर हो सकते हैं।',
  'The title can be at most {count} characters.': 'शीर्षक में ज़्यादा से ज़्यादा {count} अक्षर हो सकते हैं।',
  'Email is invalid': 'ईमेल सही नहीं है',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता डालें।',
  'Invalid email address format': 'ईमेल पते का प्रारूप सही नहीं है',
};
