import type { MessageDescriptor, User } from '@mitti/shared';
import { signInMessages } from '../../i18n/sign-in-messages';

type Translate = (message: MessageDescriptor) => string;

const firstName = (user: User) => user.displayName?.trim().split(/\s+/)[0] || user.email || '';

/** 'Welcome back, Asha!': the words in the page's language, the shopper's first name after them. */
const welcome = (t: Translate, words: MessageDescriptor, user: User) =>
  `${t(words)}${firstName(user) ? `, ${firstName(user)}` : ''}!`;

export const welcomeBack = (t: Translate, user: User) => welcome(t, signInMessages.welcomeBack, user);

export const welcomeNew = (t: Translate, user: User) => welcome(t, signInMessages.welcomeNew, user);
