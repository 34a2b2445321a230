/** `photos`: the owner's uploads, served from the database (features/photos). */
export type ImageFolder = 'products' | 'workshops' | 'photos';

/** Builds absolute picture URLs, so a page on any origin (shell, remotes, embeds) can show them. */
export type ImageUrlBuilder = (folder: ImageFolder, file: string) => string;

export function createImageUrlBuilder(publicApiUrl: string): ImageUrlBuilder {
  const base = publicApiUrl.replace(/\/+$/, '');
  return (folder, file) => `${base}/images/${folder}/${encodeURIComponent(file)}`;
}
