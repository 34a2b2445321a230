import { useState } from 'react';

interface Props {
  src: string | undefined;
  alt: string;
  className?: string;
}

/** A workshop photo; a missing or broken one is replaced by a plain clay-coloured placeholder. */
export function WorkshopImage({ src, alt, className = 'workshops-image' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <div className={`${className} workshops-image--placeholder`} {...label} />;
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />;
}
