import { setTimeout as sleep } from 'node:timers/promises';
import { CATALOGUE_CHANGES_PATH } from '@mitti/server-kit/catalogue-changes';

/** How long to wait before following the stream again after it ended or could not be opened. */
export const RECONNECT_MS = 1000;

/** The names of the events in a chunk of a text/event-stream, and what is left of an event not yet whole. */
export function eventsIn(text: string): { events: string[]; rest: string } {
  const blocks = text.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map(
    (block) =>
      block
        .split('\n')
        .find((line) => line.startsWith('event:'))
        ?.slice('event:'.length)
        .trim() ?? 'message',
  );
  return { events, rest };
}

/**
 * Resolves once what this process's connections had received when it was called has been read. A change the API
 * sent before the owner's answer and a shopper's request sent after "Saved." can arrive while this process is busy
 * with a render and be read in one turn, the request first: a request's public document is chosen after this, so
 * it counts that change (decision 134).
 */
export const afterArrivedChanges = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Follows the API's catalogue changes at `apiBaseUrl()` (read again at each connection, so a release that moves
 * the API is followed) and calls `changed` for each, and each time the stream is opened (whatever changed while
 * it was closed). Connection lost or refused: tried again after RECONNECT_MS; meanwhile documents keep their
 * short lifetimes (document-cache.ts). Stops with `signal`. One event type and no ids to resume from, so a few
 * lines here instead of an EventSource package.
 */
export async function followCatalogueChanges(
  apiBaseUrl: () => string | null,
  changed: () => void,
  signal: AbortSignal,
  { reconnectMs = RECONNECT_MS, headers = {} }: { reconnectMs?: number; headers?: Record<string, string> } = {},
): Promise<void> {
  while (!signal.aborted) {
    try {
      const base = apiBaseUrl();
      if (base) {
        const url = base.replace(/\/$/, '') + CATALOGUE_CHANGES_PATH;
        const response = await fetch(url, { signal, headers: { ...headers, accept: 'text/event-stream' } });
        if (response.ok && response.body) {
          const decoder = new TextDecoder();
          let pending = '';
          for await (const chunk of response.body) {
            const { events, rest } = eventsIn(pending + decoder.decode(chunk as Uint8Array, { stream: true }));
            pending = rest;
            if (events.includes('change')) changed();
          }
        } else {
          await response.body?.cancel();
        }
      }
    } catch {
      // The API is away or restarting: follow it again below.
    }
    await sleep(reconnectMs, undefined, { signal }).catch(() => undefined);
  }
}
