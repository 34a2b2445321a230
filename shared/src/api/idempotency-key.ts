import canonicalJson from 'safe-stable-stringify';

/**
 * Idempotency-Keys for the browser's order and payment writes. The API runs a write once per (user, key)
 * and answers a retry with the first response (server/src/features/idempotency), so a retry after a
 * timeout, a second tap or a reload of the same attempt must send the same key, and a new attempt a new one.
 *
 * An attempt is what it asks for: the write's method, path and body (canonical JSON). Its key lives in
 * sessionStorage (this tab, across reloads) until the attempt is settled, i.e. the server answered with
 * anything but a 5xx; a timeout, a network failure or a 5xx keep it for the retry. Once settled, the same
 * request again (another order of the same cart) is a new attempt with a new key. See decision 016.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The writes the API makes idempotent; every one the browser sends gets a key here, not per call. */
const IDEMPOTENT_WRITES: readonly string[] = [
  'POST /api/orders',
  'POST /api/payment/create-intent',
  'POST /api/payment/create',
];

const STORAGE_KEY = 'mitti.idempotencyKeys';
/** An unsettled attempt is kept this long; past it, the same request is treated as a new attempt. */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredAttempt {
  key: string;
  createdAt: number;
}

export interface WriteAttempt {
  method: string;
  path: string;
  body: unknown;
}

/**
 * What names an attempt in storage: a SHA-256 of method, path and canonical body, so the tab's storage holds
 * no address or e-mail. Where Web Crypto is missing (a plain-http origin other than localhost) the text itself.
 */
async function attemptId({ method, path, body }: WriteAttempt): Promise<string> {
  const text = `${method.toUpperCase()} ${path}\n${canonicalJson(body ?? null)}`;
  if (typeof crypto === 'undefined' || !crypto.subtle) return text;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isIdempotentWrite({ method, path }: Pick<WriteAttempt, 'method' | 'path'>): boolean {
  return IDEMPOTENT_WRITES.includes(`${method.toUpperCase()} ${path.split('?')[0]}`);
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readAttempts(store: Storage | null, now: number): Record<string, StoredAttempt> {
  if (!store) return {};
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, StoredAttempt>).filter(
        ([, attempt]) =>
          typeof attempt?.key === 'string' &&
          typeof attempt.createdAt === 'number' &&
          now - attempt.createdAt < ATTEMPT_TTL_MS,
      ),
    );
  } catch {
    return {};
  }
}

function writeAttempts(store: Storage | null, attempts: Record<string, StoredAttempt>): void {
  if (!store) return;
  try {
    if (Object.keys(attempts).length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    // Storage full or blocked: the key still covers this page's retries, only not a reload.
  }
}

/** 32 random hex digits; getRandomValues works on plain-http origins too, unlike randomUUID. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mitti-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Keys of this page's unsettled attempts, for when sessionStorage cannot hold them. */
const inMemory = new Map<string, StoredAttempt>();

/** The key of this attempt: the one it already has, or a new one, remembered until it is settled. */
export async function idempotencyKeyFor(attempt: WriteAttempt, now = Date.now()): Promise<string> {
  const id = await attemptId(attempt);
  // From here on synchronous: two taps at once read and write storage one after the other, so share a key.
  const store = storage();
  const attempts = readAttempts(store, now);
  const remembered = attempts[id] ?? inMemory.get(id);
  const attemptKey =
    remembered && now - remembered.createdAt < ATTEMPT_TTL_MS ? remembered : { key: newKey(), createdAt: now };
  inMemory.set(id, attemptKey);
  writeAttempts(store, { ...attempts, [id]: attemptKey });
  return attemptKey.key;
}

/** The server answered this attempt for good (success or a refusal): the next such request is a new attempt. */
export async function settleAttempt(attempt: WriteAttempt, now = Date.now()): Promise<void> {
  const id = await attemptId(attempt);
  inMemory.delete(id);
  const store = storage();
  const attempts = readAttempts(store, now);
  delete attempts[id];
  writeAttempts(store, attempts);
}
