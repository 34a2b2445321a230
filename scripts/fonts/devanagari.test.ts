import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import * as fontkit from 'fontkit';
import { repoRoot } from '../apps';
import { DEVANAGARI_FAMILY, FONTS_FOLDER } from './devanagari-ranges';

const css = readFileSync(path.join(repoRoot, 'shared/src/ui/devanagari-font.css'), 'utf8');
const named = [...css.matchAll(/url\('\/fonts\/([^']+)'\)/g)].map((match) => match[1]!);

/** Every Devanagari character the shop's own code writes: its Hindi words, wherever they live. */
function devanagariOfTheSources(): Set<string> {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const character of readFileSync(file, 'utf8').match(/[\u0900-\u097F]/g) ?? []) found.add(character);
      }
    }
  };
  for (const folder of ['shared', 'shell', 'mf-catalog', 'mf-workshops', 'mf-checkout', 'mf-account', 'server']) {
    visit(path.join(repoRoot, folder, 'src'));
  }
  return found;
}

describe('the Hindi pages’ typeface', () => {
  it('names a regular and a bold face, each a WOFF2 file of the shell’s that exists', () => {
    expect(css.match(/font-family: '([^']+)'/g)).toEqual([
      `font-family: '${DEVANAGARI_FAMILY}'`,
      `font-family: '${DEVANAGARI_FAMILY}'`,
    ]);
    expect(css.match(/font-weight: \d+/g)).toEqual(['font-weight: 400', 'font-weight: 700']);
    expect(named).toHaveLength(2);
    const files = readdirSync(path.join(repoRoot, FONTS_FOLDER));
    for (const file of named) expect(files).toContain(file);
    // Only the files the rules name: an old face left behind would be copied into every build.
    expect(files.sort()).toEqual([...named].sort());
  });

  it('has a glyph for every Devanagari character the shop’s words use, and is a subset well under the font', () => {
    const characters = devanagariOfTheSources();
    // The shop has Hindi words (decision 102): the check is about something.
    expect(characters.size).toBeGreaterThan(40);
    for (const file of named) {
      const bytes = readFileSync(path.join(repoRoot, FONTS_FOLDER, file));
      const font = fontkit.create(bytes) as fontkit.Font;
      expect(font.familyName).toBe('Noto Sans Devanagari');
      const missing = [...characters].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
      expect(missing).toEqual([]);
      // The whole family's TrueType file is about 220 KB; the Devanagari subset as WOFF2 a quarter of it or less.
      expect(bytes.length).toBeLessThan(60_000);
      // Latin is not in it: a Hindi page's Latin text keeps the shop's Latin faces.
      expect(font.hasGlyphForCodePoint('A'.codePointAt(0)!)).toBe(false);
    }
  });
});
