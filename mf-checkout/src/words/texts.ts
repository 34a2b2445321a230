import type { CartChangeText } from '@mitti/shared';

/**
 * The checkout's words (decision 105): each English text its components show, as they write it. Only the type is
 * bundled: an English page carries its texts as JSX did. The Hindi catalog (hi.ts) has a text for each, or this
 * app's type check, and so its build, fails; and a component can only ask for a text listed here.
 */
export type CheckoutText =
  | CartText
  | CartChangeText
  | CartFormText
  | CheckoutPageText
  | AddressText
  | DeliveryText
  | PaymentText
  | PaymentFailureText
  | StatusText;

/**
 * SPEC section 8's copy of a failed payment (`@mitti/shared/payments`, the product's English), as the checkout's
 * words: catalog.test.ts holds every code's texts to hi.ts, whose Hindi is a translation of that copy.
 */
export type FailureWords = Readonly<Record<'title' | 'message' | 'suggestion', CheckoutText>>;

/** The cart: its lines, the order's summary, Quick Order and its cash-on-delivery total. */
/** What the cart's form says when the server answers it (a page without its scripts: features/cart/server). */
type CartFormText =
  | '{name} removed from cart'
  | 'That request could not be understood. Please try again.'
  | 'That piece is no longer in our catalogue.'
  | 'Failed to load product details';

type CartText =
  | 'Shopping Cart'
  | 'Your order {orderNumber} was paid: its pieces are no longer in your cart.'
  | 'Your cart is empty'
  | "Looks like you haven't added any pieces yet."
  | 'Continue Shopping'
  | 'Items in your cart'
  | '7-day easy returns: unused items in their original packaging can be returned within 7 days of delivery.'
  | 'Sign in'
  | 'Some pieces are no longer in stock. Remove them or lower the quantity to continue:'
  | 'Proceed to Checkout'
  | 'Quick Order (Cash on Delivery)'
  | 'Not signed in? Save this as a guest order and it will be placed on your account when you sign in.'
  | 'Save as Guest Order'
  | 'Loading your cart...'
  | 'Fully booked'
  | 'Only {n} seats left'
  | 'Out of stock'
  | 'Only {n} left'
  | 'At most {n} per order'
  | 'Only {n} in stock'
  | '{price} each'
  | ' (was {price})'
  | 'Line total: {total}'
  | 'Quantity for {name}'
  | 'Quantity must be at least 1'
  | 'Update'
  | 'Remove'
  | 'Remove {name}'
  | 'Order Summary'
  | 'Subtotal'
  | 'Shipping'
  | 'Free'
  | 'Cash on delivery fee'
  | 'Includes GST (18%)'
  | 'Total'
  | 'Free shipping on orders above {amount}'
  | 'The price of {name} changed from {from} to {to}.'
  | 'The order is placed at the new price once you accept.'
  | 'The order is placed at the new prices once you accept.'
  | 'Accept the new price'
  | 'Accept the new prices'
  | 'Order total'
  | 'Total (Cash on Delivery)'
  | 'Enter the PIN code to see the cash-on-delivery fee.'
  | '{reason}. Please pay online at checkout.'
  | 'Cash on delivery is available for orders up to {amount}. Please pay online at checkout.'
  | 'Confirm your Cash on Delivery order'
  | 'Check where we deliver it and the phone our courier will call. We call you to confirm the order before we send it; you pay in cash when it arrives.'
  | 'Delivery details'
  | 'Who receives it'
  | '10-digit mobile number'
  | 'Placing Order...'
  | 'Place Order'
  | 'Cancel'
  | 'Order placed successfully!'
  | 'Failed to place order. Please try again.'
  | 'An error occurred while placing your order.'
  | 'Guest order saved. Sign in to place it on your account.';

/** The checkout page: its form, its notes and buttons, Retry Payment's panel, a booked class's status. */
type CheckoutPageText =
  | 'Checkout'
  | 'Workshop Booking'
  | 'Loading your order...'
  | 'Please sign in to place an order'
  | ', or save it as a guest order with your address below: it is placed on your account when you sign in.'
  | 'Contact Information'
  | 'Shipping Information'
  | 'Payment Information'
  | 'Payment method'
  | 'Card / UPI (secure payment gateway)'
  | 'You will be redirected to our payment partner to pay securely. We never see or store your card details.'
  | 'Save this information for next time'
  | 'Some pieces are no longer available as ordered. Change your order to continue:'
  | 'Place Order holds your seat for {minutes} minutes while you pay.'
  | 'Place Order holds these pieces for {minutes} minutes while you pay.'
  | 'Processing...'
  | 'Sign In to Place Order'
  | '+{n} more'
  | 'Workshop not found'
  | 'Failed to load workshop details'
  | 'Loading workshop...'
  | 'Order #{orderNumber}'
  | ' · Total {amount}'
  | 'Order ID: {orderId}'
  | 'This order is already paid.'
  | 'This order is {status} and cannot be paid online.'
  | 'Your order is saved. Pay for it with a secure payment link.'
  | 'Pay Now'
  | 'Failed to create payment intent'
  | 'Failed to create payment order'
  | 'Payment link not received from server'
  | 'Failed to process order: {reason}'
  | 'Failed to book workshop: {reason}';

/**
 * The address form's labels, hints and problems: `@mitti/shared/address`'s rules (the API's too) decide a problem in
 * English, and the page says it in its words (`fieldProblem`); catalog.test.ts holds each of the rules' texts to hi.ts.
 */
type AddressText =
  | 'First Name'
  | 'Last Name'
  | 'Email'
  | 'Phone'
  | 'Address'
  | 'City'
  | 'State'
  | 'PIN Code'
  | 'Country'
  | 'India'
  | '6-digit PIN code'
  | 'Up to {limit} characters'
  | '{length} of {limit} characters'
  | '{field} is required'
  | '{field} can be at most {limit} characters (this one has {length}).'
  | 'Email is invalid'
  | 'Enter a valid 6-digit PIN code'
  | 'Enter a valid Indian mobile number'
  | 'We ship within India only';

/** The delivery options for the address's PIN code, their names and reasons as the API gives them (SPEC section 9). */
type DeliveryText =
  | 'Delivery'
  | 'Enter your PIN code to see the delivery options.'
  | 'Checking PIN code {pin}...'
  | 'Could not check this PIN code.'
  | 'Shipping option'
  | 'Standard'
  | 'Express'
  | 'Same-day (Mumbai)'
  | 'arrives {when}'
  | 'today, {date}'
  | 'Express delivery does not reach this PIN code'
  | 'Same-day delivery is for Mumbai PIN codes only'
  | 'Same-day delivery must be ordered before 12 PM (India time)';

/** The payment result pages: success, failed, confirmation and the redirect to the gateway, and an awaited order. */
type PaymentText =
  | 'Payment Successful!'
  | 'Thank you! Your payment was received and your order is being prepared.'
  | 'Payment Cancelled'
  | 'You cancelled the payment, so nothing was charged. Your order is saved: you can pay for it again.'
  | 'Payment Failed'
  | 'Your payment was not completed. No money was taken for this attempt; you can retry the payment.'
  | 'Payment Pending'
  | 'We are waiting for the payment provider to confirm your payment. This can take a few minutes.'
  | 'Checking Your Payment'
  | 'One moment while we check your payment with the shop.'
  | 'Verifying Payment'
  | 'Verifying your payment...'
  | 'No order ID provided'
  | 'Failed to verify payment status'
  | 'Unable to verify payment status'
  | 'You will receive an e-mail confirmation with your order details shortly.'
  | 'Order Number'
  | 'Order ID'
  | 'Order Status'
  | 'Payment Status'
  | 'Payment Method'
  | 'Download invoice'
  | 'Preparing invoice...'
  | 'Amount'
  | 'Error type'
  | 'Error code'
  | 'Retry Payment'
  | 'Try Again'
  | 'View My Orders'
  | 'View Orders'
  | 'Contact Support'
  | 'Go Home'
  | 'Back to Cart'
  | 'Back to Workshops'
  | 'Loading order details...'
  | 'Failed to fetch order details'
  | 'Unable to fetch order details'
  | 'Shipping Address'
  | 'Items'
  | 'Your Class'
  | 'Your Classes'
  | 'Workshop'
  | 'Date'
  | 'Time'
  | 'Place'
  | 'Instructor'
  | 'Duration'
  | '{n} minutes'
  | 'Materials'
  | 'Redirecting to Payment'
  | 'Payment Information Missing'
  | 'No payment information found. Please return to checkout.'
  | 'Invalid payment information. Please return to checkout.'
  | 'Return to Checkout'
  | 'Checking your order...'
  | 'Held until'
  | 'Payment gateway'
  | 'Secure card / UPI payment provider'
  | 'What you ordered is held for you until {time}; unpaid by then, it is released.'
  | 'Redirecting in {seconds} seconds...'
  | 'Proceed to Payment Now'
  | 'Waiting for Payment'
  | 'Waiting for payment'
  | 'Order {orderNumber} is waiting for payment: we have not received it yet.'
  | 'Your cart is as you left it.'
  | 'Order {orderNumber} is waiting for payment: {amount}.'
  | 'Changed your mind? Change your order and place it again: order {orderNumber} is then cancelled.'
  | 'Your seat is held for you until {time}; unpaid by then, it is released.'
  | 'Its pieces are held for you until {time}; unpaid by then, they are released.'
  | 'Preparing Payment...'
  | 'Pay now';

/** SPEC section 8's failed payment copy, each code's title, message and suggestion (FailureWords). */
type PaymentFailureText =
  | 'Payment Verification Failed'
  | 'We could not verify your payment status.'
  | 'Please check your order status or contact support.'
  | 'Order Not Found'
  | 'We could not find your order in our system.'
  | 'Please contact support with your order details.'
  | 'System Error'
  | 'A system error occurred during payment processing.'
  | 'Please try again later or contact support.'
  | 'Insufficient Funds'
  | 'Your payment method has insufficient funds.'
  | 'Please try with a different payment method.'
  | 'Card Declined'
  | 'Your card was declined by the bank.'
  | 'Please try with a different card or contact your bank.'
  | 'Item No Longer Available'
  | 'An item in your order sold out before your payment was confirmed.'
  | 'Your payment will be refunded. Please contact support if you have any questions.'
  | 'Your payment could not be processed.'
  | 'Please try again or contact support if the problem persists.';

/** An order's statuses, its lines' kinds and its payment methods as the API stores them, capitalised as shown. */
type StatusText =
  | 'Pending'
  | 'Processing'
  | 'Confirmed'
  | 'Shipped'
  | 'Delivered'
  | 'Cancelled'
  | 'Failed'
  | 'Paid'
  | 'Refund due'
  | 'Refunded'
  | 'Product'
  | 'Cash on Delivery'
  | 'Card / UPI';
