/**
 * A timestamp as the API sends it: ISO 8601 in UTC. Drivers give a `timestamptz` as a Date (pg) or a string
 * (PGlite in some queries); both come out the same.
 */
export const isoTimestamp = (value: Date | string): string => new Date(value).toISOString();
