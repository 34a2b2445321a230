import { printableText, runWidth, textRuns, type Run, type Weight } from './invoice-fonts';

/**
 * Text on the invoice in any script the shop takes (decision 036): each line is split into runs of one face,
 * shaped by pdfkit's layout engine (fontkit: conjuncts, reordered vowel signs), set on one baseline and
 * wrapped at spaces within the box. Each run is marked with its text as typed (ActualText), because shaping
 * puts glyphs in visual order: a reader copying or extracting the text gets the characters in the order they
 * were written.
 */
export interface TextStyle {
  size: number;
  width: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** A line's height per point of font size: room for the tallest and deepest of the faces (Kannada's). */
const LINE_HEIGHT = 1.3;
/** The baseline below a line's top per point of font size: Noto Sans's ascender, as tall as any face's. */
const BASELINE = 1.069;

interface Piece extends Run {
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function measured(text: string, style: TextStyle): Piece[] {
  const weight: Weight = style.bold ? 700 : 400;
  return textRuns(text, weight).map((run) => ({ ...run, width: runWidth(run, style.size) }));
}

const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

function line(text: string, style: TextStyle): Line {
  const pieces = measured(text.trimEnd(), style);
  return { pieces, width: widthOf(pieces) };
}

/** A word too long for the box, cut between characters (never inside one) into lines that fit. */
function cutWord(word: string, style: TextStyle): Line[] {
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemes.segment(word)) {
    if (part && line(part + segment, style).width > style.width) {
      parts.push(part);
      part = segment;
    } else part += segment;
  }
  return [...parts, part].map((each) => line(each, style));
}

/** The text's lines in the box: words, each measured once with the spaces after it, added while they fit. */
function layout(text: string, style: TextStyle): Line[] {
  const lines: Line[] = [];
  for (const paragraph of printableText(text).split('\n')) {
    let words = '';
    let width = 0;
    for (const word of paragraph.match(/\S+\s*/g) ?? []) {
      const bare = widthOf(measured(word.trimEnd(), style));
      if (words && width + bare > style.width) {
        lines.push(line(words, style));
        words = '';
        width = 0;
      }
      if (!words && bare > style.width) {
        lines.push(...cutWord(word.trim(), style));
        continue;
      }
      words += word;
      width += widthOf(measured(word, style));
    }
    if (words || !lines.length) lines.push(line(words, style));
  }
  return lines;
}

/** The height the text takes in the box, in points. */
export const textHeight = (text: string, style: TextStyle): number =>
  layout(text, style).length * style.size * LINE_HEIGHT;

/**
 * Draws with `draw`, marking each text object it makes as a span standing for `actual`. The span opens and
 * closes inside the graphics state pdfkit gives the text (its own coordinates, font and size), around BT ... ET:
 * a reader such as poppler places a span's ActualText with the state in force where the span ends, and outside
 * that state the text would have no font size and read as a column of characters. pdfkit has no hook for
 * this, so its one content writer is wrapped while the piece is drawn.
 */
function spanned(doc: PDFKit.PDFDocument, actual: string, draw: () => void): void {
  const addContent = doc.addContent;
  doc.addContent = (data: unknown) => {
    if (data === 'BT') doc.markContent('Span', { actual });
    addContent.call(doc, data);
    if (data === 'ET') doc.endMarkedContent();
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}

/** Draws the text in the box whose top left is (x, y); returns the height it took. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): number {
  const lines = layout(text, style);
  lines.forEach((each, index) => {
    const baseline = y + index * style.size * LINE_HEIGHT + style.size * BASELINE;
    let left = style.align === 'right' ? x + style.width - each.width : x;
    for (const piece of each.pieces) {
      spanned(doc, piece.text, () =>
        doc
          .font(piece.face.name)
          .fontSize(style.size)
          .text(piece.text, left, baseline - piece.face.ascent * style.size, { lineBreak: false }),
      );
      left += piece.width;
    }
  });
  return lines.length * style.size * LINE_HEIGHT;
}
