import type { ContactBody } from '../contracts/forms';

export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber?: string | null;
}

/** users/{uid}, carts and wishlists as the API keeps them: the contracts in `contracts/documents.ts`. */
export type { CartItem, UserProfile, WishlistItem } from '../contracts/documents';
/** The contact form's and the newsletter box's bodies and answers (`contracts/forms.ts`). */
export type { ContactBody, ContactReceipt, NewsletterBody, NewsletterReceipt } from '../contracts/forms';
/** The sign-in pages' requests for a password-reset or sign-in-link mail (`contracts/auth.ts`). */
export type { AuthMailBody, AuthMailReceipt } from '../contracts/auth';

/** contacts (add-only): the contact form's fields, the API's ContactBody with the form's required ones. */
export type ContactMessage = Required<Pick<ContactBody, 'name' | 'email' | 'message'>> & Pick<ContactBody, 'phone'>;

export interface FaqEntry {
  id: string;
  question: string;
  /** HTML; sanitised before rendering. */
  answer: string;
  category: string;
}
