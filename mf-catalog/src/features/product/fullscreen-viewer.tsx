import { useEffect, useId, useRef } from 'react';
import { ProductImage } from '../products/components/product-card/product-image';
import { useDialogFocus, type ProductPhoto } from '@mitti/shared';
import { useWords } from '../../words/words';

interface Props {
  src: string | undefined;
  photo?: ProductPhoto | undefined;
  alt: string;
  canStep: boolean;
  onStep: (delta: number) => void;
  onClose: () => void;
}

/** One photo over the whole screen: ArrowLeft and ArrowRight step through, Escape closes. */
export function FullscreenViewer({ src, photo, alt, canStep, onStep, onClose }: Props) {
  const t = useWords();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(dialogRef, onClose);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === 'ArrowRight') onStep(1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onStep]);

  return (
    <div ref={dialogRef} className="catalog-viewer" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <p id={titleId} className="catalog-viewer__caption">
        {alt}
      </p>
      <button type="button" className="catalog-viewer__close" aria-label={t('Close fullscreen view')} onClick={onClose}>
        ×
      </button>
      <div className="catalog-viewer__image">
        <ProductImage src={src} photo={photo} sizes="min(90vw, 90vh)" alt={alt} />
      </div>
      {canStep && (
        <>
          <button
            type="button"
            className="catalog-viewer__arrow catalog-viewer__arrow--prev"
            aria-label={t('Previous image')}
            onClick={() => onStep(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="catalog-viewer__arrow catalog-viewer__arrow--next"
            aria-label={t('Next image')}
            onClick={() => onStep(1)}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
