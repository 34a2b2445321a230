/**
 * Whether this browser may hold a Firebase Auth session, answered without loading the SDK.
 *
 * The SDK keeps its session in IndexedDB (`firebaseLocalStorageDb`), falling back to localStorage, under
 * `firebase:authUser:{apiKey}:[DEFAULT]`. A shopper who never signed in on this browser has none of
 * these, and for them the initial auth check is complete at once: the SDK, a third of the shell's
 * JavaScript, is fetched only when it is needed (a sign-in page, a sign-in action). Any doubt (no
 * `indexedDB.databases()`, an error, an unknown layout) answers "maybe", and the caller waits for the
 * SDK as before. e2e `auth-session.spec.ts` signs in and reloads to hold this to the SDK's real layout.
 */
const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';

export function sessionKey(apiKey: string): string {
  return `firebase:authUser:${apiKey}:[DEFAULT]`;
}

function inWebStorage(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

function readKey(db: IDBDatabase, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains(STORE_NAME)) return resolve(true);
    const request = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(key);
    request.onsuccess = () => resolve(request.result !== undefined);
    request.onerror = () => resolve(true);
  });
}

async function inIndexedDb(key: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  // Opening a database that does not exist would create it, empty, under the SDK's name: check first.
  if (!databases.some((db) => db.name === DB_NAME)) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`${DB_NAME} could not be opened`));
  });
  try {
    return await readKey(db, key);
  } finally {
    db.close();
  }
}

/** False only when this browser certainly holds no session for the app with `apiKey`. */
export async function mayHaveStoredSession(apiKey: string): Promise<boolean> {
  const key = sessionKey(apiKey);
  if (inWebStorage(key)) return true;
  try {
    return await inIndexedDb(key);
  } catch {
    return true;
  }
}
