/** `@mitti/shared/dates`: India's calendar and the shop's date labels, for the server as for the pages. */
export * from './india-time';
export * from './format-date';
export * from './class-schedule';
export * from './in-hindi';
