import { useState } from 'react';
import { useLocation, type ProductPhoto } from '@mitti/shared';
import { galleryControl, galleryIndexFrom, wrapIndex } from '@mitti/shared/gallery';
import { ProductImage } from '../products/components/product-card/product-image';
import { FullscreenViewer } from './fullscreen-viewer';
import { useWords } from '../../words/words';
import './product-gallery.css';

interface Props {
  name: string;
  images: readonly string[];
  /** The owner's uploaded photos among `images` (decision 025). */
  photos?: readonly ProductPhoto[] | undefined;
}

/** The main photo: the page's width on a phone, half of the 1200 px page beside the details above. */
export const GALLERY_SIZES = '(max-width: 820px) calc(100vw - 2rem), 580px';

/**
 * The product's photos: previous/next wrap around, thumbnails pick one, and once the app runs the main photo
 * opens the fullscreen viewer. The page keys the gallery by product, so a new product starts at its first photo (or
 * the one the address names: before the app runs, the arrows and thumbnails ask the server for it).
 */
export function ProductGallery({ name, images, photos }: Props) {
  const t = useWords();
  const count = images.length;
  const { search } = useLocation();
  const [index, setIndex] = useState(() => galleryIndexFrom(search, count));
  const [fullscreen, setFullscreen] = useState(false);
  const step = (delta: number) => setIndex((current) => wrapIndex(current + delta, count));
  const alt = (i: number) => t('{name}, view {n} of {count}', { name, n: i + 1, count: Math.max(count, 1) });
  const photoOf = (src: string | undefined) => photos?.find((photo) => photo.src === src);

  return (
    <form className="catalog-gallery" method="get">
      <div className="catalog-gallery__main">
        <ProductImage
          src={images[index]}
          photo={photoOf(images[index])}
          sizes={GALLERY_SIZES}
          alt={alt(index)}
          priority
        />
        {/*
          Over the photo, not around it: the viewer is the app's, so before it runs (and without JavaScript) the
          button is not there and the photo is.
        */}
        {count > 0 && (
          <button
            type="button"
            className="catalog-gallery__open"
            aria-label={t('Open {photo} in fullscreen', { photo: alt(index) })}
            onClick={() => setFullscreen(true)}
            data-needs-app=""
          />
        )}
        {count > 1 && (
          <>
            <button
              className="catalog-gallery__arrow catalog-gallery__arrow--prev"
              aria-label={t('Previous image')}
              {...galleryControl(wrapIndex(index - 1, count), setIndex)}
            >
              ‹
            </button>
            <button
              className="catalog-gallery__arrow catalog-gallery__arrow--next"
              aria-label={t('Next image')}
              {...galleryControl(wrapIndex(index + 1, count), setIndex)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="catalog-gallery__thumbs" aria-label={t('Product images')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                className="catalog-gallery__thumb"
                aria-label={t('Show view {n}', { n: i + 1 })}
                aria-current={i === index}
                {...galleryControl(i, setIndex)}
              >
                <ProductImage src={src} photo={photoOf(src)} sizes="72px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <FullscreenViewer
          src={images[index]}
          photo={photoOf(images[index])}
          alt={alt(index)}
          canStep={count > 1}
          onStep={step}
          onClose={() => setFullscreen(false)}
        />
      )}
    </form>
  );
}
