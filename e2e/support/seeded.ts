/** A piece of the seeded catalogue (server/src/seed) that the browser tests put in the cart. */
export const BOWL = { id: 'speckled-oat-serving-bowl', name: 'Speckled Oat Serving Bowl' };
