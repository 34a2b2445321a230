import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The invoice's typefaces (decision 036): Noto Sans (Latin, Greek, Cyrillic) and the Noto Sans family of each
 * Indian script, as Google Fonts publishes them (SIL Open Font License 1.1), from the @expo-google-fonts
 * packages, which ship them as TrueType files with their shaping tables (WOFF would be inflated again for
 * every document). pdfkit embeds only the glyphs a document uses.
 */
const FAMILIES = [
  'NotoSans',
  'NotoSansDevanagari',
  'NotoSansBengali',
  'NotoSansTamil',
  'NotoSansTelugu',
  'NotoSansKannada',
  'NotoSansMalayalam',
  'NotoSansGujarati',
  'NotoSansGurmukhi',
  'NotoSansOriya',
];
const WEIGHT_NAMES = { 400: '400Regular', 700: '700Bold' } as const;

/** `NotoSansDevanagari` is published as @expo-google-fonts/noto-sans-devanagari. */
const packageOf = (family: string) =>
  family.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);

export type Weight = 400 | 700;

export interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  font: fontkit.Font;
  /** Height of the face's ascender per point of font size (pdfkit places text by its top, not its baseline). */
  ascent: number;
}

const require = createRequire(import.meta.url);
const loaded = new Map<Weight, Face[]>();

/** The faces of a weight, read once per process, in the order a character looks for its face. */
export function facesOf(weight: Weight): Face[] {
  let faces = loaded.get(weight);
  if (!faces) {
    faces = FAMILIES.map((family) => {
      const name = `${family}_${WEIGHT_NAMES[weight]}`;
      const file = readFileSync(
        require.resolve(`@expo-google-fonts/${packageOf(family)}/${WEIGHT_NAMES[weight]}/${name}.ttf`),
      );
      const font = fontkit.create(file) as fontkit.Font;
      skipEmptyAnchors(font);
      return { name, font, ascent: font.ascent / font.unitsPerEm };
    });
    loaded.set(weight, faces);
  }
  return faces;
}

/**
 * Makes every face usable in the document under its name. pdfkit 0.20 takes a parsed fontkit font as well as a
 * file (its types know only files): the faces are parsed once per process, not once per invoice (Noto Sans's
 * shaping tables take some 50 ms to read), and pdfkit embeds only the faces drawn with.
 */
export function registerFaces(doc: PDFKit.PDFDocument): void {
  for (const weight of [400, 700] as const) {
    for (const face of facesOf(weight)) doc.registerFont(face.name, face.font as unknown as Uint8Array);
  }
}

export interface Run {
  face: Face;
  text: string;
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** Variation selectors ask for a character's text or emoji look; with no face that has them, they draw nothing. */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
const inSomeFace = (faces: readonly Face[], char: string) =>
  faces.some((face) => face.font.hasGlyphForCodePoint(char.codePointAt(0)!));

/** Where a character was left out, until the spaces around it are closed up (a private-use character no face has). */
const GONE = '\uE000';

/**
 * The text as the invoice can print it (issue 53): a character no face has (an emoji, say: 'Asha 🌸') would
 * print as an empty box, so it is left out with the rest of its grapheme (a skin tone, the other parts of a
 * family emoji or a flag), and so is the space it leaves: 'Asha 🌸 Rao' prints 'Asha Rao', 'Flat 6 🏠, MG Road'
 * 'Flat 6, MG Road'. Every script the faces cover prints as typed, joiners included (each face has ZWJ and ZWNJ).
 */
export function printableText(text: string): string {
  const faces = facesOf(400);
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    const drawn = segment.replace(VARIATION_SELECTORS, (selector) => (inSomeFace(faces, selector) ? selector : ''));
    kept += /^\s+$/.test(drawn) || [...drawn].every((char) => inSomeFace(faces, char)) ? drawn : GONE;
  }
  if (!kept.includes(GONE)) return kept;
  return kept
    .replace(/[ \t]*\uE000[\uE000 \t]*(?=[,.;:!?)\]]|$)/gm, '')
    .replace(/(^|[ \t])[\uE000 \t]*\uE000[ \t]*/gm, '$1')
    .replaceAll(GONE, '');
}

/**
 * Splits text into runs of one face each: a character stays in the face of the run before it when that face
 * has it (spaces, digits, punctuation and joiners keep a script's run whole, so it is shaped as one), else it
 * takes the first face that has it. The text comes through `printableText`, so every character has a face.
 */
export function textRuns(text: string, weight: Weight): Run[] {
  const faces = facesOf(weight);
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last?.face.font.hasGlyphForCodePoint(codePoint)) {
      last.text += char;
      continue;
    }
    const face = faces.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint)) ?? last?.face ?? faces[0]!;
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Advance widths (per point of size) of texts already shaped: most of an invoice's words are on every one. */
const advances = new Map<string, number>();
const ADVANCES_KEPT = 5_000;

/** The width of a run at a size, in points, as shaped (the shaper's advances, which pdfkit prints with). */
export function runWidth(run: Run, size: number): number {
  const key = `${run.face.name}\u0000${run.text}`;
  let advance = advances.get(key);
  if (advance === undefined) {
    if (advances.size >= ADVANCES_KEPT) advances.clear();
    advance = run.face.font.layout(run.text).advanceWidth / run.face.font.unitsPerEm;
    advances.set(key, advance);
  }
  return advance * size;
}

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseIndex: number): void;
}

/**
 * fontkit 2.0.4 throws on an empty GPOS anchor, which OpenType allows ("this base takes no mark of this class")
 * and Noto Sans Malayalam has: every Malayalam word with a vowel sign failed (foliojs/fontkit#367). Until a
 * release carries the fix proposed there (#374), the mark is left where it is, as HarfBuzz does. The
 * positioning code is reached through a face's layout engine: fontkit exports only its fonts.
 */
function skipEmptyAnchors(font: fontkit.Font): void {
  font.layout(' ');
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })._layoutEngine;
  const positioning = engine?.engine?.GPOSProcessor;
  if (!positioning) return;
  const prototype = Object.getPrototypeOf(positioning) as GposProcessor & { emptyAnchorsSkipped?: true };
  if (prototype.emptyAnchorsSkipped) return;
  const apply = prototype.applyAnchor;
  prototype.applyAnchor = function applyAnchor(this: GposProcessor, markRecord, baseAnchor, baseIndex) {
    if (baseAnchor && markRecord.markAnchor) apply.call(this, markRecord, baseAnchor, baseIndex);
  };
  prototype.emptyAnchorsSkipped = true;
}
