/**
 * Whether this browser may hold a Firebase Auth session, answered without loading the SDK.
 *
 * The SDK keeps its session in IndexedDB (`firebaseLocalStorageDb`), falling back to localStorage, under
 * `firebase:authUser:{apiKey}:[DEFAULT]`. A shopper who never signed in on this browser has none of
 * these, and for them the initial auth check is complete at once: the SDK, a third of the shell's
 * JavaScript, is fetched only when it is needed (a sign-in page, a sign-in action). Any doubt (no
 * `indexedDB.databases()`, an error, an unknown layout) answers "maybe", and the caller waits for the
 * SDK as before. e2e `auth-session.spec.ts` signs in and reloads to hold this to the SDK's real layout.
 *
 * The shell's boot asks about its own app's session (`apiKey`); the script that starts a server-rendered page's app
 * (the document server's before-app/start.ts, decision 130), which has no configuration, about any app's.
 */
const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';
const KEY_PREFIX = 'firebase:authUser:';

export function sessionKey(apiKey: string): string {
  return `${KEY_PREFIX}${apiKey}:[DEFAULT]`;
}

type KeyTest = (key: string) => boolean;

function inWebStorage(isSession: KeyTest): boolean {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) if (isSession(storage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

function readKeys(db: IDBDatabase, isSession: KeyTest): Promise<boolean> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains(STORE_NAME)) return resolve(true);
    const request = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).getAllKeys();
    request.onsuccess = () => resolve(request.result.some((key) => isSession(String(key))));
    request.onerror = () => resolve(true);
  });
}

async function inIndexedDb(isSession: KeyTest): Promise<boolean> {
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
    return await readKeys(db, isSession);
  } finally {
    db.close();
  }
}

/**
 * False only when this browser certainly holds no session: for the app with `apiKey`, or without it for any app
 * (any key of the SDK's).
 */
export async function mayHaveStoredSession(apiKey?: string): Promise<boolean> {
  const isSession: KeyTest = apiKey ? (key) => key === sessionKey(apiKey) : (key) => key.startsWith(KEY_PREFIX);
  if (inWebStorage(isSession)) return true;
  try {
    return await inIndexedDb(isSession);
  } catch {
    return true;
  }
}
