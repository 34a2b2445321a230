import { firebaseAuth } from './firebase-auth';

/** Who is calling, as proven by a verified identity token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  /** Firebase custom claim `admin: true`. */
  admin: boolean;
}

/** Turns a bearer token into a user, or throws when the token is missing, forged or expired. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * talks to the Auth emulator (tokens there are unsigned, which is why production refuses the emulator).
 */
export function createFirebaseVerifier(projectId: string): TokenVerifier {
  const auth = firebaseAuth(projectId);
  return {
    async verify(token) {
      const decoded = await auth.verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        admin: decoded.admin === true,
      };
    },
  };
}
