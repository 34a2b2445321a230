import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';

/** The Hindi pages' typeface, its characters and where its files go (scripts/fonts/devanagari.ts). */
export const DEVANAGARI_FAMILY = DEVANAGARI_FACE.family;

/** Google Fonts' Devanagari subset: the script, its Vedic marks, the joiners, ₨ and ₹, the dotted circle. */
export const DEVANAGARI_RANGES = [
  'U+0900-097F',
  'U+1CD0-1CF9',
  'U+200C-200D',
  'U+20A8',
  'U+20B9',
  'U+25CC',
  'U+A830-A839',
  'U+A8E0-A8FF',
] as const;

/** Under the shell's public folder; its build copies them to /fonts/. */
export const FONTS_FOLDER = 'shell/public/fonts';

export const devanagariFontFile = (weight: number, hash: string) => `noto-sans-devanagari-${weight}.${hash}.woff2`;
