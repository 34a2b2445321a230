import { jest } from '@jest/globals';

/** A file a page saved: its blob, and the name and URL of the link that saved it. */
export interface SavedFile {
  blob: Blob;
  download: string;
  href: string;
}

/**
 * Catches the files a page saves through `downloadApiFile` (a blob URL on a link it clicks) instead of letting
 * jsdom navigate: `saved` lists them in order, `click` is the link's click.
 */
export function captureDownloads(objectUrl = 'blob:download') {
  const saved: SavedFile[] = [];
  let blob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((created: Blob) => ((blob = created), objectUrl)),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ blob, download: this.download, href: this.href });
  });
  return { saved, click };
}
