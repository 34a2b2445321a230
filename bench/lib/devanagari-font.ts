import { execFileSync } from 'node:child_process';

/**
 * The shop's pages are measured on a machine that can draw them (decision 133). Every page carries Devanagari (a Hindi
 * page all its words, an English one the language switch's "हिन्दी"), and every phone a shopper in India uses has a
 * Devanagari system font, which a first visit's Hindi page is set in until the shop's own face is cached (decision
 * 121). On a machine without one Chromium draws boxes after searching the installed fonts for each Devanagari run and
 * finding none: a search no shopper's phone makes, which took the Hindi home page's text shaping from 65-93 ms to
 * 81-126 ms at 4x in the bench's traces. Throws when fontconfig knows no font for Hindi.
 */
export function assertDevanagariFont(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    // No fontconfig: Chromium has no system fonts to search either.
  }
  if (!families)
    throw new Error(
      "The bench draws the shop's pages only with a Devanagari system font, as a shopper's phone has " +
        '(decision 133): apt-get install fonts-noto-core',
    );
}
