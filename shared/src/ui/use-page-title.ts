import { useEffect } from 'react';

export const STUDIO_NAME = 'Mitti Studio';

/** Sets the document title ('{title} | Mitti Studio') and meta description for the current page. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${STUDIO_NAME}` : STUDIO_NAME;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
