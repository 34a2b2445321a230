import type { AuthUser, TokenVerifier } from '../../auth/token-verifier';

/**
 * A verifier for load and fuzz tests, where hundreds of distinct shoppers are needed and the identity
 * provider is not what is under test: `test:<uid>` is that shopper, `test-admin:<uid>` an admin.
 * The authorization matrix uses real emulator tokens instead.
 */
export const testVerifier: TokenVerifier = {
  async verify(token: string): Promise<AuthUser> {
    const match = /^test(-admin)?:([\w-]{1,64})$/.exec(token);
    if (!match?.[2]) throw new Error('not a test token');
    return { uid: match[2], email: `${match[2]}@example.com`, name: `Shopper ${match[2]}`, admin: !!match[1] };
  },
};

export const testAuth = (uid: string, admin = false) => ({
  authorization: `Bearer test${admin ? '-admin' : ''}:${uid}`,
});
