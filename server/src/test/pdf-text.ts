import { spawn } from 'node:child_process';

/**
 * The text of a PDF as a reader copies it, read by poppler's pdftotext (Debian's poppler-utils): one string
 * per printed line (text at the same height, left to right, single spaces), page after page. pdftotext reads
 * the text a span says it stands for (ActualText), as copy and paste and screen readers do: shaped Indian
 * scripts print their glyphs in visual order, so a reader that took the glyphs alone would scramble them.
 */
export function pdfLines(data: Buffer | Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const reader = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    reader.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    reader.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    reader.on('error', reject);
    reader.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`));
      const text = Buffer.concat(out).toString('utf8');
      resolve(
        text
          .split(/[\n\f]/)
          .map((line) => line.trim().replace(/\s+/g, ' '))
          .filter(Boolean),
      );
    });
    reader.stdin.end(data);
  });
}
