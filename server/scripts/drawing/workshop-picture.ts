import type { WorkshopScene, WorkshopSeed } from '../../src/seed/seed-types';
import { backdrops, gloss, linear, pick, shade, softShadow, svgDocument } from './svg-kit';

const skinTones = ['#c68b62', '#8d5a3b', '#e0ac82'] as const;

/** A pair of forearms reaching in from the sides toward (600, y). */
const hands = (skin: string, y: number) =>
  `<path d="M130 ${y + 160}C240 ${y + 90} 400 ${y + 40} 480 ${y}C505 ${y - 10} 520 ${y + 30} 498 ${y + 46}C420 ${y + 90} 300 ${y + 150} 190 ${y + 220}Z" fill="${skin}"/>` +
  `<path d="M1070 ${y + 160}C960 ${y + 90} 800 ${y + 40} 720 ${y}C695 ${y - 10} 680 ${y + 30} 702 ${y + 46}C780 ${y + 90} 900 ${y + 150} 1010 ${y + 220}Z" fill="${shade(skin, -0.12)}"/>`;

const shelf = (pots: readonly string[]) =>
  `<path d="M80 250H520V262H80Z" fill="#8a6a4a"/>` +
  pots.map((color, i) => `<path d="M${110 + i * 100} 250q-8-50 20-70h30q28 20 20 70Z" fill="${color}"/>`).join('');

const scenes: Record<WorkshopScene, (clay: string, skin: string) => string> = {
  wheel: (clay, skin) =>
    `<ellipse cx="600" cy="610" rx="300" ry="70" fill="#6d6d72"/><ellipse cx="600" cy="596" rx="270" ry="58" fill="#9a9aa0"/>` +
    `<ellipse cx="600" cy="560" rx="170" ry="34" fill="#c9c9cf"/>` +
    `<path d="M520 380Q600 368 680 380L690 548Q600 570 510 548Z" fill="url(#g)"/><ellipse cx="600" cy="380" rx="80" ry="14" fill="${shade(clay, -0.4)}"/>` +
    `<path d="M536 400h18l-6 140h-16z" fill="url(#h)"/>` +
    hands(skin, 420),
  hands: (clay, skin) =>
    `<path d="M0 540H1200V800H0Z" fill="#b48a62"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<ellipse cx="600" cy="${560 - i * 34}" rx="${120 - i * 6}" ry="22" fill="url(#g)"/>`)
      .join('') +
    `<ellipse cx="600" cy="404" rx="94" ry="16" fill="${shade(clay, -0.4)}"/>` +
    `<rect x="820" y="600" width="260" height="34" rx="17" fill="#d9b98f"/><rect x="170" y="610" width="150" height="90" rx="8" fill="url(#g)" opacity=".8"/>` +
    hands(skin, 430),
  kiln: (clay, skin) =>
    `<path d="M0 600H1200V800H0Z" fill="#4a3f38"/><rect x="640" y="200" width="420" height="420" rx="20" fill="#7b3f2a"/>` +
    [0, 1, 2, 3, 4].map((i) => `<path d="M640 ${270 + i * 70}H1060" stroke="#5c2e1f" stroke-width="6"/>`).join('') +
    `<rect x="720" y="300" width="260" height="220" rx="14" fill="url(#fire)"/>` +
    `<path d="M760 520C770 430 820 420 840 360C860 430 900 440 910 520Z" fill="#ffd25a" opacity=".85"/>` +
    `<path d="M300 420Q380 408 460 420L470 580Q380 600 290 580Z" fill="url(#g)"/>` +
    `<path d="M470 470L700 340M470 500L700 380" stroke="#333" stroke-width="10"/>` +
    `<path d="M700 330q40-10 70 20l-20 50q-30-20-60-20Z" fill="${skin}"/>`,
  glaze: (clay, skin) =>
    `<path d="M0 560H1200V800H0Z" fill="#c9b79c"/>` +
    [shade(clay, 0.3), clay, '#b5542f', '#e2c35a']
      .map(
        (color, i) =>
          `<rect x="${140 + i * 240}" y="500" width="170" height="160" rx="12" fill="#ddd"/><ellipse cx="${225 + i * 240}" cy="500" rx="85" ry="20" fill="${color}"/>`,
      )
      .join('') +
    `<path d="M520 220Q600 206 680 220L690 380Q600 400 510 380Z" fill="url(#g)"/>` +
    `<path d="M540 380v40M600 392v56M660 380v30" stroke="${clay}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M420 160C470 170 510 200 520 240L500 250C480 220 450 200 410 196Z" fill="${skin}"/>`,
  planters: (clay, skin) =>
    `<path d="M0 560H1200V800H0Z" fill="#a98a66"/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 230 + i * 370;
        return (
          `<path d="M${x - 20} 470c-40-90 10-140 30-150 10 40 0 100-10 150Zm30 0c20-90 60-110 90-110-10 50-40 90-70 110Z" fill="#5b8f45"/>` +
          `<path d="M${x - 90} 470h180v36h-180Z" fill="url(#g)"/><path d="M${x - 80} 506h160l-24 130h-112Z" fill="url(#g)"/>`
        );
      })
      .join('') +
    hands(skin, 540),
};

export function drawWorkshopPicture(workshop: WorkshopSeed, index: number): string {
  const [bgTop, bgBottom] = pick(backdrops, index + 1);
  const [dark, light] = workshop.swatch;
  const skin = pick(skinTones, index);
  const mirrored = index % 2 === 1 ? ' transform="matrix(-1 0 0 1 1200 0)"' : '';
  const defs =
    linear('bg', [bgTop, bgBottom], [0, 0, 0, 1]) +
    linear('g', [shade(light, index * 0.08), dark, shade(dark, -0.35)], [0, 0, 1, 1]) +
    linear('fire', ['#fff2a8', '#ff9a2e', '#c2341a'], [0, 0, 0, 1]) +
    softShadow('s') +
    gloss('h');
  const body =
    `<defs>${defs}</defs><rect width="1200" height="800" fill="url(#bg)"/>` +
    `<g${mirrored}>${shelf([light, dark, shade(dark, 0.3), shade(light, -0.2)])}` +
    `<ellipse cx="600" cy="650" rx="420" ry="50" fill="url(#s)"/>${scenes[workshop.scene](dark, skin)}</g>`;
  return svgDocument(1200, 800, `${workshop.name}, picture ${index + 1}`, body);
}
