import type { CartChangeText } from './cart-rules';

/**
 * What a change of the cart says (cart-rules.ts), in Hindi: each remote that shows it spreads this into its own
 * Hindi catalog, so its Hindi chunk carries it and an English page nothing. Written once here, as the rules are.
 */
export const cartWordsInHindi: Record<CartChangeText, string> = {
  '{name} added to cart': '{name} कार्ट में जुड़ गया',
  '{name}: quantity {quantity}': '{name}: मात्रा {quantity}',
  '{name} is out of stock': '{name} स्टॉक में नहीं है',
  'Choose a quantity from 1 to {cap}.': '1 से {cap} तक की मात्रा चुनें।',
  'Only {cap} of {name} can be ordered, and {count} is already in your cart.':
    '{name} के केवल {cap} ऑर्डर किए जा सकते हैं, और {count} पहले से आपके कार्ट में है।',
  'Only {cap} of {name} can be ordered, and {count} are already in your cart.':
    '{name} के केवल {cap} ऑर्डर किए जा सकते हैं, और {count} पहले से आपके कार्ट में हैं।',
  // CART_FULL_MESSAGE
  'Your cart is full. Check out or remove a piece before adding another.':
    'आपका कार्ट भर गया है। कोई और चीज़ जोड़ने से पहले चेकआउट करें या कोई चीज़ हटाएँ।',
};
