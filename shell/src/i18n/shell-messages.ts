import { defineMessages } from '@mitti/shared';

/**
 * The shell's own words (its navbar, footer, menus and not-found page) in English, the source every English page
 * shows as it is; `hi.ts` holds them in Hindi (decision 102). Their ids start with `shell.`: a remote's catalogs,
 * loaded into the same translator, have their own app's name.
 */
export const shellMessages = defineMessages('shell', {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  home: 'Home',
  store: 'Store',
  workshops: 'Workshops',
  ourStory: 'Our Story',
  contact: 'Contact',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  wishlist: 'Wishlist',
  cart: 'Cart',
  oneItem: 'item',
  items: 'items',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  profileMenu: 'Profile menu',
  profile: 'Profile',
  orders: 'Orders',
  shopAdmin: 'Shop admin',
  signOut: 'Sign Out',
  languageSwitch: 'Language',
  footerAbout:
    'Handcrafted ceramics thrown, glazed and fired in our Mumbai studio, and workshops where you can make your own.',
  quickLinks: 'Quick links',
  customerService: 'Customer service',
  faq: 'FAQ',
  shippingAndReturns: 'Shipping & Returns',
  termsAndConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  allRightsReserved: 'Mitti Studio. All rights reserved.',
  notFoundTitle: 'Page Not Found',
  notFoundDescription: 'This page does not exist.',
  notFoundLead: 'Sorry, the page you were looking for is not here. It may have moved, or the link may be mistyped.',
  goHome: 'Go Home',
  browseStore: 'Browse the Store',
});
