import type { CheckoutText } from './texts';

/**
 * The checkout's words in Hindi (decision 105), keyed by the English text: every text of texts.ts, or this app's
 * type check, and so its build, fails. `{name}` is a value, as in the English. The owner's words (a piece's name and
 * category) are not here: they stay English, marked `lang="en"`; money stays as the shop writes it (Rs. 1,500/-).
 * The shell's terms are kept (कार्ट, ऑर्डर, साइन इन, दुकान).
 */
export const hindi: Record<CheckoutText, string> = {
  'Shopping Cart': 'शॉपिंग कार्ट',
  'Your order {orderNumber} was paid: its pieces are no longer in your cart.':
    'आपके ऑर्डर {orderNumber} का भुगतान हो गया है: उसकी चीज़ें अब आपके कार्ट में नहीं हैं।',
  'Your cart is empty': 'आपका कार्ट खाली है',
  "Looks like you haven't added any pieces yet.": 'लगता है आपने अभी तक कुछ भी नहीं जोड़ा है।',
  'Continue Shopping': 'ख़रीदारी जारी रखें',
  'Items in your cart': 'आपके कार्ट के आइटम',
  '7-day easy returns: unused items in their original packaging can be returned within 7 days of delivery.':
    '7 दिन में आसान वापसी: बिना इस्तेमाल किए आइटम अपनी मूल पैकिंग में डिलीवरी के 7 दिन के भीतर लौटाए जा सकते हैं।',
  'Sign in': 'साइन इन करें',
  'Some pieces are no longer in stock. Remove them or lower the quantity to continue:':
    'कुछ आइटम अब स्टॉक में नहीं हैं। आगे बढ़ने के लिए उन्हें हटाएँ या उनकी मात्रा कम करें:',
  'Proceed to Checkout': 'चेकआउट पर जाएँ',
  'Quick Order (Cash on Delivery)': 'क्विक ऑर्डर (कैश ऑन डिलीवरी)',
  'Not signed in? Save this as a guest order and it will be placed on your account when you sign in.':
    'साइन इन नहीं किया है? इसे गेस्ट ऑर्डर के रूप में सहेज लें: साइन इन करते ही यह ऑर्डर आपके खाते से दे दिया जाएगा।',
  'Save as Guest Order': 'गेस्ट ऑर्डर के रूप में सहेजें',
  'Loading your cart...': 'आपका कार्ट लोड हो रहा है...',
  'Fully booked': 'सभी सीटें भर चुकी हैं',
  'Only {n} seats left': 'केवल {n} सीटें बची हैं',
  'Out of stock': 'स्टॉक में नहीं',
  'Only {n} left': 'केवल {n} बचे हैं',
  'At most {n} per order': 'एक ऑर्डर में अधिकतम {n}',
  'Only {n} in stock': 'स्टॉक में केवल {n}',
  '{price} each': '{price} प्रति नग',
  ' (was {price})': ' (पहले {price})',
  'Line total: {total}': 'इस आइटम का कुल: {total}',
  'Quantity for {name}': '{name} की मात्रा',
  'Quantity must be at least 1': 'मात्रा कम से कम 1 होनी चाहिए',
  Update: 'अपडेट करें',
  Remove: 'हटाएँ',
  'Remove {name}': '{name} हटाएँ',
  'Order Summary': 'ऑर्डर का सारांश',
  Subtotal: 'उप-योग',
  Shipping: 'शिपिंग',
  Free: 'मुफ़्त',
  'Cash on delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  'Includes GST (18%)': 'GST (18%) शामिल',
  Total: 'कुल',
  'Free shipping on orders above {amount}': '{amount} से ऊपर के ऑर्डर पर मुफ़्त शिपिंग',
  'The order is placed at the new price once you accept.': 'आपके स्वीकार करते ही ऑर्डर नई कीमत पर दिया जाएगा।',
  'The order is placed at the new prices once you accept.': 'आपके स्वीकार करते ही ऑर्डर नई कीमतों पर दिया जाएगा।',
  'Accept the new price': 'नई कीमत स्वीकार करें',
  'Accept the new prices': 'नई कीमतें स्वीकार करें',
  'Order total': 'ऑर्डर की कुल राशि',
  'Total (Cash on Delivery)': 'कुल (कैश ऑन डिलीवरी)',
  'Enter the PIN code to see the cash-on-delivery fee.': 'कैश ऑन डिलीवरी शुल्क देखने के लिए पिन कोड डालें।',
  '{reason}. Please pay online at checkout.': '{reason}। कृपया चेकआउट पर ऑनलाइन भुगतान करें।',
  'Cash on delivery is available for orders up to {amount}. Please pay online at checkout.':
    'कैश ऑन डिलीवरी केवल {amount} तक के ऑर्डर पर उपलब्ध है। कृपया चेकआउट पर ऑनलाइन भुगतान करें।',
  'Confirm your Cash on Delivery order': 'अपने कैश ऑन डिलीवरी ऑर्डर की पुष्टि करें',
  'Check where we deliver it and the phone our courier will call. We call you to confirm the order before we send it; you pay in cash when it arrives.':
    'देख लें कि हम इसे कहाँ पहुँचाएँ और हमारा कूरियर किस नंबर पर फ़ोन करेगा। भेजने से पहले हम ऑर्डर की पुष्टि के लिए आपको फ़ोन करते हैं; सामान पहुँचने पर आप नक़द भुगतान करते हैं।',
  'Delivery details': 'डिलीवरी का विवरण',
  'Who receives it': 'इसे कौन लेगा',
  '10-digit mobile number': '10 अंकों का मोबाइल नंबर',
  'Placing Order...': 'ऑर्डर दिया जा रहा है...',
  'Place Order': 'ऑर्डर करें',
  Cancel: 'रद्द करें',
};
