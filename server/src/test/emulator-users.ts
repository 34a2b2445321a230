import { randomUUID } from 'node:crypto';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = 'demo-mitti';

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  /** A real Firebase ID token minted by the emulator. */
  idToken: string;
}

/** The emulator closed a kept-alive connection as this request went out on it (it never read the request). */
function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const send = () =>
    fetch(`${EMULATOR}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  // Once more on a fresh connection when the idle one was closed under it (seen in CI on a loaded machine).
  const response = await send().catch((error: unknown) => {
    if (isClosedConnection(error)) return send();
    throw error;
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(email: string, password: string): Promise<{ idToken: string; localId: string }> {
  return call('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
}

/** Registers a new user in the Auth emulator and signs in; `admin` sets the custom claim. */
export async function createEmulatorUser(
  options: { admin?: boolean; displayName?: string } = {},
): Promise<EmulatorUser> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Clay-pots-42!';
  const created = await call<{ localId: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key',
    { email, password, displayName: options.displayName ?? 'Test Shopper', returnSecureToken: true },
  );
  if (options.admin) {
    await call(
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
      { localId: created.localId, customAttributes: JSON.stringify({ admin: true }) },
      { Authorization: 'Bearer owner' },
    );
  }
  // Always a fresh sign-in, never the sign-up's own token: the emulator stamps that token's auth_time before it
  // stamps the account's validSince, so when a second ticks over in between, firebase-admin (which checks
  // revocation against the emulator) rejects the brand-new token as revoked, and a test saw 401 for 403.
  const { idToken } = await signIn(email, password);
  return { uid: created.localId, email, password, idToken };
}

export const bearer = (user: Pick<EmulatorUser, 'idToken'>) => ({ authorization: `Bearer ${user.idToken}` });
