import type { ProductSeed, ProductShape } from '../../src/seed/seed-types';
import { homeForms } from './home-forms';
import type { Form } from './svg-kit';
import { backdrops, gloss, linear, pick, shade, softShadow, svgDocument } from './svg-kit';
import { tablewareForms } from './tableware-forms';

/** Every product form the kit can draw. */
const shapes: Record<ProductShape, Form> = { ...tablewareForms, ...homeForms };

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
