import { gstState } from './gst-state-codes';

/**
 * HSN (goods) and SAC (services) codes on the studio's invoices (decision 027), at four digits as Rule 46
 * asks of a business under Rs. 5 crore: ceramic tableware and kitchenware 6912, statuettes and other ornamental
 * ceramic articles 6913 (both "pottery and clay products" among the handicraft goods of notification 21/2018),
 * a pottery class 9992 (education services).
 */
export const HSN_TABLEWARE = '6912';
export const HSN_ORNAMENTAL = '6913';
export const SAC_WORKSHOP = '9992';

/** Categories of pieces that are ornaments (vases, decor, planters, sculpture); everything else is tableware. */
const ORNAMENTAL = /vase|decor|planter|sculpt|statu|figur|ornament/i;

/** The HSN code of a product by its category (free text the owner types); a removed product is tableware. */
export const hsnForCategory = (category: string | null | undefined): string =>
  category && ORNAMENTAL.test(category) ? HSN_ORNAMENTAL : HSN_TABLEWARE;

/** Where the studio's classes are held, by the places their locations name. */
const CLASS_CITIES: Readonly<Record<string, string>> = {
  mumbai: 'Maharashtra',
  pune: 'Maharashtra',
  alibaug: 'Maharashtra',
  thane: 'Maharashtra',
  bengaluru: 'Karnataka',
  bangalore: 'Karnataka',
  delhi: 'Delhi',
};

/**
 * The state a class is held in, from its location ("Mitti Studio, Indiranagar, Bengaluru"): a state named in
 * it, else a city the studio teaches in, else Maharashtra (the studio). A class is supplied where it is held.
 */
export function classState(location: string): { name: string; code: string } {
  const parts = location.split(',').map((part) => part.trim());
  for (const part of parts.reverse()) {
    const state = gstState(part) ?? gstState(CLASS_CITIES[part.toLowerCase().replace(/^new /, '')] ?? '');
    if (state) return state;
  }
  return gstState('Maharashtra')!;
}
