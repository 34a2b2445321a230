import type { DocumentStore, User } from '@mitti/shared';

/**
 * After a sign-up or sign-in: one upsert creates the profile document when missing, else updates its
 * lastLogin. A failure is only logged (SPEC section 8); the shopper is signed in regardless.
 */
export async function recordLogin(documents: DocumentStore, user: User): Promise<void> {
  try {
    await documents.recordLogin(user.uid, {
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.email ? { email: user.email } : {}),
    });
  } catch (error) {
    console.error('Could not record the sign-in on the profile', error);
  }
}
