/**
 * Where the API streams the owner's catalogue changes and the document servers follow them (decision 069):
 * server/src/plugins/catalogue-changes.ts answers it, shell/server/src/catalogue-changes.ts reads it.
 */
export const CATALOGUE_CHANGES_PATH = '/catalogue/changes';
