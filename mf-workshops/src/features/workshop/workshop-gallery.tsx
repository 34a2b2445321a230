import { useState } from 'react';
import { useLocation } from '@mitti/shared';
import { galleryControl, galleryIndexFrom, wrapIndex } from '@mitti/shared/gallery';
import { WorkshopImage } from '../workshops/workshop-image';
import { photoAlt } from '../workshops/workshop-facts';
import { useWords } from '../../words/words';

interface Props {
  name: string;
  images: readonly string[];
}

/**
 * The workshop's photos: previous/next wrap around and thumbnails pick one. Keyed by workshop by the page;
 * it starts at the photo the address names (before the app runs, the arrows and thumbnails ask the server).
 */
export function WorkshopGallery({ name, images }: Props) {
  const t = useWords();
  const count = images.length;
  const { search } = useLocation();
  const [index, setIndex] = useState(() => galleryIndexFrom(search, count));

  return (
    <form className="workshops-gallery" method="get">
      <div className="workshops-gallery__main">
        <WorkshopImage src={images[index]} alt={photoAlt(t, name, index + 1)} className="workshops-gallery__image" />
        {count > 1 && (
          <>
            <button
              className="workshops-gallery__arrow workshops-gallery__arrow--prev"
              aria-label={t('Previous photo')}
              {...galleryControl(wrapIndex(index - 1, count), setIndex)}
            >
              ‹
            </button>
            <button
              className="workshops-gallery__arrow workshops-gallery__arrow--next"
              aria-label={t('Next photo')}
              {...galleryControl(wrapIndex(index + 1, count), setIndex)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="workshops-gallery__thumbs" aria-label={t('Workshop photos')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                className="workshops-gallery__thumb"
                aria-label={t('Show photo {n}', { n: i + 1 })}
                aria-current={i === index}
                {...galleryControl(i, setIndex)}
              >
                <WorkshopImage src={src} alt="" className="workshops-gallery__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
