import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it: one string per printed line (text at the same height, left to right,
 * single spaces), page after page. For tests that check what a document says.
 */
export async function pdfLines(data: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => b - a);
    for (const [, row] of ordered) {
      lines.push(
        row
          .sort((a, b) => a.x - b.x)
          .map((cell) => cell.text.trim())
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
  }
  await pdf.destroy();
  return lines;
}
