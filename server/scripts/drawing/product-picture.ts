import type { ProductSeed, ProductShape } from '../../src/seed/seed-types';
import { backdrops, gloss, linear, pick, shade, softShadow, svgDocument } from './svg-kit';

/** Throwing rings: faint arcs across a thrown body. */
const rings = (halfWidths: readonly [number, number][]) =>
  halfWidths
    .map(
      ([y, w]) =>
        `<path d="M${400 - w} ${y}q${w} 14 ${w * 2} 0" stroke="#fff" stroke-opacity=".14" stroke-width="3" fill="none"/>`,
    )
    .join('');

const shapes: Record<ProductShape, (rim: string) => string> = {
  vase: (rim) =>
    `<path d="M352 200L356 240C360 290 240 330 240 450C240 560 300 620 340 632H460C500 620 560 560 560 450C560 330 440 290 444 240L448 200Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="200" rx="48" ry="11" fill="${rim}"/>` +
    rings([
      [390, 150],
      [470, 155],
      [550, 120],
    ]) +
    `<path d="M280 430C285 350 330 320 360 300C330 360 310 420 318 540C296 510 280 470 280 430Z" fill="url(#h)"/>`,
  bowl: (rim) =>
    `<path d="M190 420C200 560 300 626 400 626S600 560 610 420Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="420" rx="210" ry="46" fill="${rim}"/>` +
    `<ellipse cx="400" cy="428" rx="186" ry="34" fill="url(#g)" opacity=".55"/>` +
    rings([
      [500, 190],
      [560, 150],
    ]) +
    `<path d="M230 470C250 540 300 585 360 600C300 560 262 520 250 470Z" fill="url(#h)"/>`,
  mug: (rim) =>
    `<path d="M505 380C610 370 612 550 500 548" stroke="${rim}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<path d="M288 330H512L506 604Q400 630 294 604Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="330" rx="112" ry="22" fill="${rim}"/>` +
    rings([
      [420, 108],
      [500, 106],
    ]) +
    `<path d="M316 360H352L346 580H320Z" fill="url(#h)"/>`,
  plate: (rim) =>
    `<ellipse cx="400" cy="500" rx="300" ry="118" fill="${rim}"/>` +
    `<ellipse cx="400" cy="490" rx="300" ry="112" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="500" rx="200" ry="70" fill="${rim}" opacity=".35"/>` +
    `<ellipse cx="400" cy="504" rx="186" ry="62" fill="url(#g)"/>` +
    `<path d="M150 450C190 410 270 392 330 388C260 404 200 428 170 466Z" fill="url(#h)"/>`,
  planter: (rim) =>
    `<path d="M352 330C300 220 250 200 220 210C260 250 300 290 352 330ZM420 330C430 200 470 150 520 140C500 200 460 270 420 330ZM390 330C370 230 380 170 400 130C420 190 410 270 390 330Z" fill="#4f7f3a"/>` +
    `<ellipse cx="400" cy="614" rx="150" ry="22" fill="${rim}"/>` +
    `<path d="M276 376H524L490 606H310Z" fill="url(#g)"/>` +
    `<path d="M258 322H542V382H258Z" fill="url(#g)"/><path d="M258 376H542V384H258Z" fill="${rim}" opacity=".5"/>` +
    `<path d="M296 396H334L344 590H322Z" fill="url(#h)"/>`,
  decor: (rim) =>
    `<path d="M212 470C240 600 560 600 588 470L650 436C630 476 606 478 588 470Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="470" rx="188" ry="36" fill="${rim}"/>` +
    `<path d="M612 436C586 400 600 356 626 322C640 360 664 396 642 432C634 444 620 446 612 436Z" fill="#f6a623"/>` +
    `<path d="M622 430C612 410 618 390 628 374C636 394 642 414 632 430Z" fill="#ffe07a"/>` +
    `<path d="M300 520C330 560 390 574 440 574" stroke="#f1c96b" stroke-width="6" fill="none" opacity=".7"/>`,
};

interface View {
  transform: string;
  shadowX: number;
  /** Gradient vector of the glaze: where the light comes from. */
  light: readonly [number, number, number, number];
}

/** Camera per picture: front, three-quarter tilt, close-up, high and small. */
const views: readonly [View, ...View[]] = [
  { transform: '', shadowX: 0, light: [0, 0, 1, 1] },
  { transform: 'rotate(-6 400 630)', shadowX: 24, light: [1, 0, 0, 1] },
  { transform: 'translate(400 630) scale(1.16) translate(-400 -600)', shadowX: 0, light: [0.2, 0, 0.8, 1] },
  { transform: 'translate(400 630) scale(.86) rotate(5) translate(-400 -630)', shadowX: -20, light: [1, 0.2, 0, 0.8] },
];

export function drawProductPicture(product: ProductSeed, index: number): string {
  const view = pick(views, index);
  const [bgTop, bgBottom] = pick(backdrops, index);
  const [dark, light] = product.swatch;
  const tint = index * 0.06;
  const defs =
    linear('bg', [bgTop, bgBottom], [0, 0, 0, 1]) +
    linear('g', [shade(light, tint), dark, shade(dark, -0.35)], view.light) +
    softShadow('s') +
    gloss('h');
  const body =
    `<defs>${defs}</defs><rect width="800" height="800" fill="url(#bg)"/>` +
    `<path d="M0 640H800V800H0Z" fill="${shade(bgBottom, -0.08)}"/>` +
    `<ellipse cx="${400 + view.shadowX}" cy="636" rx="250" ry="34" fill="url(#s)"/>` +
    `<g${view.transform ? ` transform="${view.transform}"` : ''}>${shapes[product.shape](shade(dark, -0.45))}</g>`;
  return svgDocument(800, 800, `${product.name}, picture ${index + 1}`, body);
}
