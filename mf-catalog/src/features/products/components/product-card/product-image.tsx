import { useState } from 'react';
import type { ProductPhoto } from '@mitti/shared';
import './product-image.css';

interface Props {
  src: string | undefined;
  alt: string;
  className?: string;
  /**
   * Above the fold on first load (the first cards, the product's main photo): a photo is fetched first, not lazily.
   * A drawing is fetched after the page's first layout all the same (isDrawing).
   */
  priority?: boolean;
  /** The owner's uploaded photo `src` belongs to, when it is one: its AVIF, WebP and JPEG candidates. */
  photo?: ProductPhoto | undefined;
  /** How wide the picture shows, for the browser's choice among the photo's candidates. */
  sizes?: string;
}

/**
 * An SVG drawing (the seed's pictures, a product without the owner's photos) is a document of its own in the
 * browser: parsed, styled and laid out on the page's main thread as it arrives. Fetched ahead of the page (a
 * preload, a high priority), that work comes before the page's own first layout and paint; so a drawing is fetched
 * lazily, once the page is laid out, and only a photo (decoded off the main thread) is fetched first (decision 137).
 */
function isDrawing(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src);
}

/**
 * A product picture; one that fails to load (or is missing) is replaced by a placeholder. An uploaded photo is
 * a `<picture>`: AVIF, then WebP, then JPEG at several widths, so a phone loads a phone-sized file, with its
 * width and height set so the page reserves its shape before it arrives (decision 025).
 */
export function ProductImage({ src, alt, className = '', priority = false, photo, sizes = '100vw' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={`catalog-image-placeholder ${className}`} role="img" aria-label={alt}>
        <span aria-hidden="true">Mitti Studio</span>
      </div>
    );
  }
  const first = priority && !isDrawing(src);
  const img = (
    <img
      className={`catalog-image ${className}`}
      src={src}
      srcSet={photo?.sources.find((source) => source.type === 'image/jpeg')?.srcset}
      sizes={photo ? sizes : undefined}
      width={photo?.width}
      height={photo?.height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
  if (!photo) return img;
  return (
    <picture className="catalog-picture">
      {photo.sources
        .filter((source) => source.type !== 'image/jpeg')
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
      {img}
    </picture>
  );
}
