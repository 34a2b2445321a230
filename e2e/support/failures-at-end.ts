import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of one failed test's log the end of the run repeats: its pages and their last events, not a catalogue. */
const SHOWN_CHARACTERS = 6_000;

/**
 * Repeats, once the run has ended, what each failed test logged (what its pages showed and their last requests,
 * console messages and presses: support/test.ts), after Playwright's own summary. A CI log is read from its end,
 * and there the failure's story was missing: it was printed when the test failed, hundreds of lines up among the
 * servers' output (a CI run of 56e7f81, issue 59).
 */
export default class FailuresAtEnd implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const logged = result.stdout.map((chunk) => chunk.toString()).join('');
    const shown =
      logged.length > SHOWN_CHARACTERS
        ? `[… ${logged.length - SHOWN_CHARACTERS} characters before]\n${logged.slice(-SHOWN_CHARACTERS)}`
        : logged;
    this.failures.push(
      `=== ${test.titlePath().filter(Boolean).join(' › ')} (${result.status}) ===\n${shown.trim() || '(it logged nothing)'}`,
    );
  }

  onEnd(): void {
    if (!this.failures.length) return;
    console.log(
      `\nWhat the failed tests' pages showed, as logged when each failed:\n\n${this.failures.join('\n\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
