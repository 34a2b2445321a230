import { useState } from 'react';
import type { ProductPhoto } from '@mitti/shared';
import './product-image.css';

interface Props {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Above the fold on first load (the first cards, the product's main photo): fetched first, not lazily. */
  priority?: boolean;
  /** The owner's uploaded photo `src` belongs to, when it is one: its AVIF, WebP and JPEG candidates. */
  photo?: ProductPhoto | undefined;
  /** How wide the picture shows, for the browser's choice among the photo's candidates. */
  sizes?: string;
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
  const img = (
    <img
      className={`catalog-image ${className}`}
      src={src}
      srcSet={photo?.sources.find((source) => source.type === 'image/jpeg')?.srcset}
      sizes={photo ? sizes : undefined}
      width={photo?.width}
      height={photo?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
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
