/**
 * A page the server rendered (it carries `#server-view-state`) is on screen, with its first photos,
 * before the app's scripts run: the boot waits until the browser reports that paint (or, where it does not
 * report paints, two frames), at most about a second and a half. The shopper sees the page as soon as its
 * HTML and photos are there, and the app's start-up work does not hold that paint back. A tab opened in
 * the background paints nothing: it boots at once. Its scripts are fetched then too (startPreloads).
 */
const PHOTOS_WAIT_MS = 1000;
const PAINT_WAIT_MS = 500;

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

async function nextFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The browser has shown one of the photos (or, with none, anything) as the page's largest paint so far,
 * or `maxMs` have passed (a photo that is not the largest paint is never reported as one).
 */
function largestPaintShown(photos: Element[], maxMs: number): Promise<void> {
  const reported = typeof PerformanceObserver !== 'undefined' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (!reported?.includes('largest-contentful-paint')) return nextFrames(2);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const shown = list.getEntries().some((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        return photos.length === 0 || (element != null && photos.includes(element));
      });
      if (shown) done();
    });
    const timer = setTimeout(done, maxMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function afterServerViewShown(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  const photos = [...document.querySelectorAll<HTMLImageElement>('.server-view img[fetchpriority="high"]')];
  await Promise.race([Promise.all(photos.map(loaded)), timeout(PHOTOS_WAIT_MS)]);
  await largestPaintShown(photos, PAINT_WAIT_MS);
  await timeout(0);
}

/** The document's preloads, held back by the server (scripts/serve/server-view.ts): fetched now, together. */
function startPreloads(): void {
  const held = document.getElementById('server-view-preloads');
  if (held instanceof HTMLTemplateElement) document.head.append(held.content.cloneNode(true));
}

async function start(): Promise<void> {
  if (document.getElementById('server-view-state')) {
    // Waiting is a courtesy to the paint: whatever goes wrong with it, the app still starts.
    await afterServerViewShown().catch(() => undefined);
    startPreloads();
    await timeout(0);
  }
  // The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
  // Step by step, each in a task of its own, so that no single one blocks a slow phone for long: React,
  // then @mitti/shared (the router, the store and their libraries), then the app.
  await import('react-dom/client');
  await timeout(0);
  await import('@mitti/shared');
  await timeout(0);
  await import('./bootstrap');
}

void start();
