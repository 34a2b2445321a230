import { useEffect } from 'react';
import type { PageHead } from '../ssr/document-contract';

const STUDIO_NAME = 'Mitti Studio';

/** Finds or adds the head element matching `selector`, made by `create`. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}

/** Sets `<meta property|name=key content=value>` in the head, adding it when missing. */
export function setMetaTag(attribute: 'name' | 'property', key: string, value: string): void {
  headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).content = value;
}

/** The page's address without its query or fragment: filters, payment references and the like. */
const canonicalUrl = (pathname: string) => `${window.location.origin}${pathname}`;

let serverRender: ((head: PageHead) => void) | null = null;

/**
 * While set, each page that says its title passes it to `collect` as it renders: the shell's server render
 * (synchronous) writes the document's `<title>` and description from it. Never set in a browser.
 */
export function collectPageHead(collect: ((head: PageHead) => void) | null): void {
  serverRender = collect;
}

/**
 * Sets the document title ('{title} | Mitti Studio'), the meta description, the canonical URL of the page
 * (`<link rel=canonical>`, without its query) and the basic Open Graph tags for the current page.
 */
export function usePageTitle(title: string, description?: string): void {
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
  const fullTitle = title ? `${title} | ${STUDIO_NAME}` : STUDIO_NAME;
  serverRender?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    const url = canonicalUrl(pathname);
    headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = url;
    setMetaTag('property', 'og:site_name', STUDIO_NAME);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:url', url);
    if (description) {
      setMetaTag('name', 'description', description);
      setMetaTag('property', 'og:description', description);
    }
  }, [fullTitle, description, pathname]);
}

export interface OpenGraphDetails {
  /** og:type: 'product' for a piece, 'event' for a workshop. */
  type: 'product' | 'event';
  /** An absolute image URL. */
  image?: string | undefined;
  /** Price for product pages (og:price:amount in INR). */
  priceRupees?: number | undefined;
}

/**
 * Open Graph tags of a product or workshop page, beside `usePageTitle` (which sets og:title,
 * og:description and og:url). Link previews in chat apps and social sites read these.
 */
export function useOpenGraph({ type, image, priceRupees }: OpenGraphDetails): void {
  useEffect(() => {
    setMetaTag('property', 'og:type', type);
    if (image) setMetaTag('property', 'og:image', image);
    if (priceRupees !== undefined) {
      setMetaTag('property', 'product:price:amount', priceRupees.toFixed(2));
      setMetaTag('property', 'product:price:currency', 'INR');
    }
    return () => {
      // Without og:type a page is a 'website', Open Graph's default.
      for (const key of ['og:type', 'og:image', 'product:price:amount', 'product:price:currency']) {
        document.head.querySelector(`meta[property="${key}"]`)?.remove();
      }
    };
  }, [type, image, priceRupees]);
}
