import type { Workshop } from '../contracts/workshops';

/** A pottery workshop as the API sends it (SPEC section 3): the contract in `contracts/workshops.ts`. */
export type { Workshop };

/** SPEC section 3 lets older data leave out a class's time and duration: the pages then show these. */
export type SpecWorkshop = Omit<Workshop, 'time' | 'duration'> & { time?: string; duration?: number };

export const WORKSHOP_DEFAULTS = { duration: 60, time: '10:00 AM - 1:00 PM' } as const;
