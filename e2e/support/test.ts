import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** How much of a failed page's text the log shows: enough to read the page, not a whole catalogue. */
const SHOWN_CHARACTERS = 3_000;
/** A page that does not answer within this long is named as such rather than holding the run. */
const READ_TIMEOUT_MS = 3_000;
/** How many of a context's last requests and console messages a failure shows. */
const SHOWN_EVENTS = 40;

/** What a page fetches to show itself, as Playwright's `resourceType` names it. */
const STATIC_TYPES = new Set(['script', 'stylesheet', 'image', 'font']);

/** The page's own report of a press, through a binding the test's contexts expose (`recordPresses`). */
const PRESS_BINDING = '__testPress';

/**
 * What a context's pages did, newest last, for the log of a failed test, timed from the test's start: each request
 * but the scripts, stylesheets, images and fonts that arrived (its method, address, answer and how long it took, or
 * why it failed), each console message and uncaught error, and each press (pointerdown, click, submit) with the
 * element it reached. A page's text alone could not tell a press that was lost from one that sent nothing (issue 59).
 */
class Recorder {
  private readonly events: string[] = [];
  private readonly started = Date.now();

  constructor(context: BrowserContext) {
    context.on('requestfinished', (request) => {
      // The answer is read after the request ended: a context the test closed meanwhile has none to give.
      void request
        .response()
        .then((response) => {
          // A script, stylesheet, image or font that arrived says little; one that did not is noted.
          if (STATIC_TYPES.has(request.resourceType()) && (response?.status() ?? 0) < 400) return;
          const timing = request.timing();
          const took = timing.responseEnd > 0 ? ` in ${Math.round(timing.responseEnd)} ms` : '';
          this.note(`${request.method()} ${shortUrl(request.url())} → ${response?.status() ?? 'no answer'}${took}`);
        })
        .catch(() => undefined);
    });
    context.on('requestfailed', (request) =>
      this.note(`${request.method()} ${shortUrl(request.url())} failed: ${request.failure()?.errorText ?? 'unknown'}`),
    );
    context.on('console', (message) => this.note(`console.${message.type()}: ${message.text().slice(0, 300)}`));
    context.on('weberror', (error) => this.note(`uncaught: ${error.error().message.slice(0, 300)}`));
  }

  note(line: string): void {
    this.events.push(`+${((Date.now() - this.started) / 1000).toFixed(1)} s ${line}`);
    if (this.events.length > SHOWN_EVENTS) this.events.shift();
  }

  toString(): string {
    return this.events.length ? this.events.join('\n') : '(nothing)';
  }
}

/** A recorder for `context`, with the presses of its pages reported from the page (before its own scripts run). */
async function recorderFor(context: BrowserContext): Promise<Recorder> {
  const recorder = new Recorder(context);
  await context.exposeBinding(PRESS_BINDING, (_source, line: string) => recorder.note(line));
  await context.addInitScript(reportPresses, PRESS_BINDING);
  return recorder;
}

/** Runs in each page: reports each pointerdown, click and submit, and what it reached, to the test. */
function reportPresses(binding: string): void {
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const text = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${target.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
  };
  for (const type of ['pointerdown', 'click', 'submit']) {
    window.addEventListener(
      type,
      (event) => {
        const report = (window as unknown as Record<string, unknown>)[binding];
        if (typeof report === 'function') void report(`${type} on ${describe(event.target)}`);
      },
      true,
    );
  }
}

/** The address without the origin when it is the shop's, so the log reads as the pages' own paths. */
function shortUrl(url: string): string {
  const parsed = new URL(url);
  return parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1'
    ? `:${parsed.port}${parsed.pathname}${parsed.search}`
    : url;
}

/**
 * Playwright's `test`, with two additions. When a test fails, the log shows what a person would have seen on each
 * of its pages still open at that moment (its address, title, visible text and what its form fields hold), and
 * each context's last requests and console messages, so a red run is understood from its log alone; it replaces
 * recording a trace of every test (decision 064), which cost a third of the suite's time. And the browser contexts
 * a test opens besides its own (a second shopper, a phone) close with it: left open, each kept its pages running
 * through every later test of the worker.
 */
export const test = base.extend<{ pagesOfTheTest: void }>({
  pagesOfTheTest: [
    // On the test's own context, so that it is still open when this looks (fixtures close in reverse order).
    async ({ browser, context }, use, testInfo) => {
      const before = new Set(browser.contexts());
      const recorders = new Map<BrowserContext, Recorder>([[context, await recorderFor(context)]]);
      const stopRecording = recordNewContexts(browser, recorders);
      await use();
      stopRecording();
      const opened = browser.contexts().filter((other) => !before.has(other));
      try {
        if (testInfo.status !== testInfo.expectedStatus)
          await logPages([context, ...opened], recorders, testInfo.title);
      } finally {
        await Promise.all(opened.map((other) => other.close()));
      }
    },
    { auto: true },
  ],
});

/**
 * Records each context the test opens (a second shopper, a phone) from its creation, before it loads anything;
 * returns what puts the browser back as it was.
 */
function recordNewContexts(browser: Browser, recorders: Map<BrowserContext, Recorder>): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...options) => {
    const opened = await newContext.apply(browser, options);
    recorders.set(opened, await recorderFor(opened));
    return opened;
  };
  return () => {
    browser.newContext = newContext;
  };
}

async function logPages(
  contexts: readonly BrowserContext[],
  recorders: ReadonlyMap<BrowserContext, Recorder>,
  title: string,
): Promise<void> {
  for (const [index, context] of contexts.entries()) {
    const pages = context.pages();
    for (const [pageIndex, page] of pages.entries()) {
      const seen = await Promise.race([
        describePage(page),
        new Promise<string>((resolve) =>
          setTimeout(resolve, READ_TIMEOUT_MS, `${page.url()}\n(the page did not answer)`),
        ),
      ]);
      console.log(
        `\n--- context ${index + 1} of ${contexts.length}, page ${pageIndex + 1} of ${pages.length}, when "${title}" failed ---\n${seen}\n`,
      );
    }
    const recorder = recorders.get(context);
    if (recorder) console.log(`--- context ${index + 1}: its last requests and console messages ---\n${recorder}\n`);
  }
}

async function describePage(page: Page): Promise<string> {
  try {
    const visible = (await page.locator('body').innerText({ timeout: READ_TIMEOUT_MS }))
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    const rest = visible.length - SHOWN_CHARACTERS;
    const shown = rest > 0 ? `${visible.slice(0, SHOWN_CHARACTERS)}\n[… ${rest} more characters]` : visible;
    return `${page.url()}\ntitle: ${await page.title()}\n${shown}\n${await fieldsOf(page)}`;
  } catch (error) {
    return `${page.url()}\n(the page could not be read: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/** What the page's form fields hold (its text does not show it), passwords left out; a button says if it is disabled. */
async function fieldsOf(page: Page): Promise<string> {
  const fields = await page.locator('input, select, textarea, button').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const control = element as HTMLInputElement | HTMLButtonElement;
      if (control.type === 'hidden' || control.closest('[hidden], [aria-hidden="true"]')) return [];
      const name = control.labels?.[0]?.textContent?.trim() || control.getAttribute('aria-label') || control.name;
      if (control instanceof HTMLButtonElement) {
        return control.disabled ? [`button "${control.textContent?.trim() ?? ''}": disabled`] : [];
      }
      if (control.type === 'password') return [`${name}: (a password)`];
      if (control.type === 'checkbox' || control.type === 'radio') {
        return control.checked ? [`${name}: checked`] : [];
      }
      return control.value ? [`${name}: ${JSON.stringify(control.value.slice(0, 80))}`] : [];
    }),
  );
  return fields.length ? `fields: ${fields.join('; ')}` : 'fields: (none filled)';
}

export { expect };
export type { Browser, Locator, Page, Request, Response } from '@playwright/test';
