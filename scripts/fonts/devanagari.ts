/**
 * `npx tsx scripts/fonts/devanagari.ts`: the Hindi pages' typeface (decision 115), made from
 * Noto Sans Devanagari as @expo-google-fonts ships it (SIL Open Font License 1.1, the invoices' font too): its
 * Devanagari characters only, with the shaping tables that join them (HarfBuzz's subsetter, through subset-font),
 * as WOFF2. Writes each weight to shell/public/fonts/ under a name that carries its content hash (cached for a
 * year, like the apps' chunks), and the @font-face rules naming them to shared/src/ui/devanagari-font.css. Run it
 * again only when the font or the character ranges change; both outputs are committed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { repoRoot } from '../apps';
import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';
import { DEVANAGARI_FAMILY, DEVANAGARI_RANGES, FONTS_FOLDER, devanagariFontFile } from './devanagari-ranges';

const require = createRequire(import.meta.url);
const WEIGHTS = { 400: '400Regular', 700: '700Bold' } as const;

/** Every code point of the ranges (`U+0900-097F`, `U+25CC`). */
function codePoints(ranges: readonly string[]): string {
  const points: number[] = [];
  for (const range of ranges) {
    const [from, to = from] = range
      .replace(/^U\+/, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let point = from!; point <= to!; point++) points.push(point);
  }
  return String.fromCodePoint(...points);
}

async function main() {
  const folder = path.join(repoRoot, FONTS_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const old of readdirSync(folder).filter((file) => file.startsWith('noto-sans-devanagari-'))) {
    rmSync(path.join(folder, old));
  }
  const faces: string[] = [];
  for (const [weight, name] of Object.entries(WEIGHTS)) {
    const source = readFileSync(
      require.resolve(`@expo-google-fonts/noto-sans-devanagari/${name}/NotoSansDevanagari_${name}.ttf`),
    );
    const woff2 = await subsetFont(source, codePoints(DEVANAGARI_RANGES), { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
    const file = devanagariFontFile(Number(weight), hash);
    writeFileSync(path.join(folder, file), woff2);
    console.log(`${file}: ${woff2.length} B`);
    faces.push(
      [
        '@font-face {',
        `  font-family: '${DEVANAGARI_FAMILY}';`,
        `  src: url('/fonts/${file}') format('woff2');`,
        `  font-weight: ${weight};`,
        '  font-style: normal;',
        '  font-display: optional;',
        `  unicode-range: ${DEVANAGARI_RANGES.join(', ')};`,
        '}',
      ].join('\n'),
    );
  }
  const css = [
    '/* Written by scripts/fonts/devanagari.ts: run it again rather than editing this file. */',
    ...faces,
    // A Hindi page's text in it first (only Devanagari is in it), then in the shop's Latin faces (site.css), once
    // the browser has it (decision 121): a first visit's first page keeps the system's Devanagari.
    `html[lang='hi'].${DEVANAGARI_FACE.className} {`,
    `  --font: '${DEVANAGARI_FAMILY}', var(--font-latin);`,
    `  --font-display: '${DEVANAGARI_FAMILY}', var(--font-latin-display);`,
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(repoRoot, 'shared/src/ui/devanagari-font.css'), css);
}

await main();
