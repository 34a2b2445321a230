import { defineMessages } from '@mitti/shared';

/**
 * The words of the first view of a route the browser renders (frame-only-view.tsx): each page's heading as the
 * page says it once the app runs, and the line in its place. Server-only: the browser's bundles never carry them.
 */
export const frameOnlyMessages = defineMessages('shell', {
  checkoutHeading: 'Checkout',
  paymentHeading: 'Payment',
  redirectingHeading: 'Redirecting to Payment',
  signInHeading: 'Sign In',
  createAccountHeading: 'Create Account',
  resetPasswordHeading: 'Reset Password',
  emailLinkHeading: 'Sign In with Email Link',
  completingSignInHeading: 'Completing Sign In',
  myAccountHeading: 'My Account',
  myOrdersHeading: 'My Orders',
  myWishlistHeading: 'My Wishlist',
  shopOwnerHeading: 'Shop Owner',
  shopHeading: 'Mitti Studio',
  needsTheApp: 'This page needs JavaScript. It opens here once the shop’s scripts have loaded.',
  contactUs: 'Contact Us',
});
