import type { User } from '@mitti/shared';

const firstName = (user: User) => user.displayName?.trim().split(/\s+/)[0] || user.email || '';

export const welcomeBack = (user: User) => `Welcome back${firstName(user) ? `, ${firstName(user)}` : ''}!`;

export const welcomeNew = (user: User) => `Welcome to Mitti Studio${firstName(user) ? `, ${firstName(user)}` : ''}!`;
