/**
 * Ends the current task and continues in a new one, so the browser can paint and answer a tap in between:
 * boot's steps each take tens of milliseconds on a phone, and one task of all of them blocks the page
 * (issue 30: boot in tasks under 50 ms). `scheduler.yield()` continues ahead of other queued work where the
 * browser has it; elsewhere a zero-delay timeout does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
