import { useState } from 'react';
import { WorkshopImage } from '../workshops/workshop-image';
import { photoAlt } from '../workshops/workshop-facts';

interface Props {
  name: string;
  images: readonly string[];
}

/** The workshop's photos: previous/next wrap around and thumbnails pick one. Keyed by workshop by the page. */
export function WorkshopGallery({ name, images }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => (((current + delta) % count) + count) % count);

  return (
    <div className="workshops-gallery">
      <div className="workshops-gallery__main">
        <WorkshopImage src={images[index]} alt={photoAlt(name, index + 1)} className="workshops-gallery__image" />
        {count > 1 && (
          <>
            <button
              type="button"
              className="workshops-gallery__arrow workshops-gallery__arrow--prev"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="workshops-gallery__arrow workshops-gallery__arrow--next"
              aria-label="Next photo"
              onClick={() => step(1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="workshops-gallery__thumbs" aria-label="Workshop photos">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="workshops-gallery__thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <WorkshopImage src={src} alt="" className="workshops-gallery__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
