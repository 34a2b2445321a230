/**
 * Where an Indian PIN code is, from its first three digits (decision 026). India Post allots PIN codes by
 * region: the first digit is the zone, the first two the postal circle (mostly one state), the first three the
 * sorting district. This table maps every allotted three-digit prefix to its state or union territory, which
 * is all the shop's delivery rules need; it ships with the code (no network, under 3 KB) instead of a
 * 150,000-row post-office list. Plain data, no imports: the server loads it through `@mitti/shared/delivery`.
 */

/** Regions couriers reach slowly (hills, islands, the North East): no express and no cash on delivery. */
export type AreaKind = 'metro-mumbai' | 'mainland' | 'remote' | 'islands' | 'army-post';

export interface PinArea {
  pin: string;
  state: string;
  kind: AreaKind;
}

/** [first prefix, last prefix, state, kind]: inclusive ranges of three-digit prefixes, in ascending order. */
type PrefixRange = readonly [number, number, string, AreaKind];

const ranges: readonly PrefixRange[] = [
  [110, 110, 'Delhi', 'mainland'],
  [121, 136, 'Haryana', 'mainland'],
  [140, 159, 'Punjab', 'mainland'],
  [160, 160, 'Chandigarh', 'mainland'],
  [171, 177, 'Himachal Pradesh', 'mainland'],
  [180, 193, 'Jammu and Kashmir', 'remote'],
  [194, 194, 'Ladakh', 'remote'],
  [201, 245, 'Uttar Pradesh', 'mainland'],
  [246, 246, 'Uttarakhand', 'mainland'],
  [247, 247, 'Uttar Pradesh', 'mainland'],
  [248, 249, 'Uttarakhand', 'mainland'],
  [250, 262, 'Uttar Pradesh', 'mainland'],
  [263, 263, 'Uttarakhand', 'mainland'],
  [271, 285, 'Uttar Pradesh', 'mainland'],
  [301, 345, 'Rajasthan', 'mainland'],
  [360, 396, 'Gujarat', 'mainland'],
  [400, 402, 'Maharashtra', 'mainland'],
  [403, 403, 'Goa', 'mainland'],
  [404, 445, 'Maharashtra', 'mainland'],
  [450, 488, 'Madhya Pradesh', 'mainland'],
  [490, 497, 'Chhattisgarh', 'mainland'],
  [500, 509, 'Telangana', 'mainland'],
  [515, 535, 'Andhra Pradesh', 'mainland'],
  [560, 591, 'Karnataka', 'mainland'],
  [600, 643, 'Tamil Nadu', 'mainland'],
  [670, 695, 'Kerala', 'mainland'],
  [700, 736, 'West Bengal', 'mainland'],
  [737, 737, 'Sikkim', 'remote'],
  [738, 743, 'West Bengal', 'mainland'],
  [744, 744, 'Andaman and Nicobar Islands', 'islands'],
  [751, 770, 'Odisha', 'mainland'],
  [781, 788, 'Assam', 'remote'],
  [790, 792, 'Arunachal Pradesh', 'remote'],
  [793, 794, 'Meghalaya', 'remote'],
  [795, 795, 'Manipur', 'remote'],
  [796, 796, 'Mizoram', 'remote'],
  [797, 798, 'Nagaland', 'remote'],
  [799, 799, 'Tripura', 'remote'],
  [800, 813, 'Bihar', 'mainland'],
  [814, 816, 'Jharkhand', 'mainland'],
  [817, 821, 'Bihar', 'mainland'],
  [822, 822, 'Jharkhand', 'mainland'],
  [823, 824, 'Bihar', 'mainland'],
  [825, 835, 'Jharkhand', 'mainland'],
  [841, 855, 'Bihar', 'mainland'],
  [900, 999, 'Army Postal Service', 'army-post'],
];

/** The states and union territories PIN codes are allotted in, by name ('Maharashtra', 'Karnataka'). */
export const STATES_AND_TERRITORIES: readonly string[] = [
  ...new Set([...ranges.filter((range) => range[3] !== 'army-post').map((range) => range[2]), 'Lakshadweep']),
];

/** Lakshadweep's PIN codes sit inside Kerala's 682 district: 682551 to 682559. */
const LAKSHADWEEP = { first: 682_551, last: 682_559 };

/** The Mumbai City and Mumbai Suburban districts: 400001 to 400104. Same-day delivery goes here only. */
export const MUMBAI_PINS = { first: 400_001, last: 400_104 };

export const isMumbaiPin = (pin: string): boolean => {
  const value = Number(pin);
  return value >= MUMBAI_PINS.first && value <= MUMBAI_PINS.last;
};

/** The area of a six-digit PIN code, or null when no allotted PIN code starts with its first three digits. */
export function pinArea(pin: string): PinArea | null {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  const value = Number(pin);
  if (value >= LAKSHADWEEP.first && value <= LAKSHADWEEP.last) return { pin, state: 'Lakshadweep', kind: 'islands' };
  if (isMumbaiPin(pin)) return { pin, state: 'Maharashtra', kind: 'metro-mumbai' };
  const prefix = Math.floor(value / 1000);
  const range = ranges.find(([first, last]) => prefix >= first && prefix <= last);
  return range ? { pin, state: range[2], kind: range[3] } : null;
}
