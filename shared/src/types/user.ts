import type { Timestamp } from './order';

export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber?: string | null;
}

/** users/{uid} */
export interface UserProfile {
  displayName: string;
  email: string;
  createdAt: Timestamp;
  lastLogin: Timestamp;
}

export interface CartItem {
  id: string;
  name: string;
  price: number;
  imageUrl: string;
  quantity: number;
  category?: string;
}

export interface WishlistItem {
  id: string;
  name: string;
  price: number;
  imageUrl: string;
  category?: string;
}

/** contacts (add-only) */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  /** HTML; sanitised before rendering. */
  answer: string;
  category: string;
}
