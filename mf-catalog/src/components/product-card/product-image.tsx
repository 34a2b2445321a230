import { useState } from 'react';
import './product-image.css';

interface Props {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Above the fold on first load (the first cards, the product's main photo): fetched first, not lazily. */
  priority?: boolean;
}

/** A product photo; one that fails to load (or is missing) is replaced by a placeholder. */
export function ProductImage({ src, alt, className = '', priority = false }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={`catalog-image-placeholder ${className}`} role="img" aria-label={alt}>
        <span aria-hidden="true">Mitti Studio</span>
      </div>
    );
  }
  return (
    <img
      className={`catalog-image ${className}`}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
