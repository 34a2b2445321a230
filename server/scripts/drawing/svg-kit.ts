/** Small helpers for hand-written SVG: colours and gradient definitions. */

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels
    .map((channel) =>
      clamp(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const linear = (id: string, stops: readonly string[], [x1, y1, x2, y2]: readonly number[]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      (color, index) => `<stop offset="${(index / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${color}"/>`,
    )
    .join('')}</linearGradient>`;

export const softShadow = (id: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-opacity=".38"/><stop offset="1" stop-opacity="0"/></radialGradient>`;

export const gloss = (id: string) =>
  `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

/** Warm studio backdrops; each picture of an item gets a different one. */
export const backdrops: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['#f7f0e6', '#e8d8c3'],
  ['#eef2ea', '#d3ddcc'],
  ['#f6ebe6', '#e3cdc3'],
  ['#eaeff4', '#cdd8e2'],
];

export const svgDocument = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">${body}</svg>\n`;

/** Throwing rings: faint arcs across a thrown body, one per [y, half-width]. */
export const rings = (halfWidths: readonly (readonly [number, number])[]) =>
  halfWidths
    .map(
      ([y, w]) =>
        `<path d="M${400 - w} ${y}q${w} 14 ${w * 2} 0" stroke="#fff" stroke-opacity=".14" stroke-width="3" fill="none"/>`,
    )
    .join('');

/** A drawn form: its SVG body, given the dark colour of its rim and lines. */
export type Form = (rim: string) => string;

/** The item at `index`, wrapping around a non-empty list. */
export const pick = <T>(list: readonly [T, ...T[]], index: number): T => list[index % list.length] ?? list[0];
