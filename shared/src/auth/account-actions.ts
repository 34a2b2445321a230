/**
 * What the account remote may ask of the identity provider. The shell installs the implementation at
 * boot (it owns the provider); the remote calls it without importing shell code. With nothing installed
 * (a remote running standalone, or tests) every action fails with the SPEC's unavailable message.
 */
export interface AccountActions {
  updateDisplayName(displayName: string): Promise<void>;
  /**
   * Changes the sign-in e-mail, confirmed with the current password, keeping the shopper signed in: 'updated'
   * when it changed at once, 'verification-sent' when the provider first sends a confirmation link to the new
   * address.
   */
  updateEmail(email: string, currentPassword: string): Promise<'updated' | 'verification-sent'>;
  /** Re-authenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Signs out and forgets the shopper's cart and wishlist. */
  signOut(): Promise<void>;
}

export const PROFILE_UPDATE_UNAVAILABLE = 'User profile update not available';

/** A failure whose message is written for the shopper (wrong password, address in use, ...). */
export class AccountActionError extends Error {
  override name = 'AccountActionError';
}

let installed: AccountActions | null = null;

export function installAccountActions(actions: AccountActions | null): void {
  installed = actions;
}

export function getAccountActions(): AccountActions {
  if (!installed) throw new AccountActionError(PROFILE_UPDATE_UNAVAILABLE);
  return installed;
}
