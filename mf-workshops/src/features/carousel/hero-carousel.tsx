import { useState, type FocusEvent } from 'react';
import { HERO_INTERVAL_MS, useCarousel } from './use-carousel';
import { useReducedMotion } from './use-reduced-motion';
import { useWords } from '../../words/words';
import './carousel.css';

export interface CarouselSlide {
  src: string;
  alt: string;
  caption?: string;
  /** The caption's language when it is not the page's: the owner's English on a Hindi page (decision 112). */
  captionLang?: 'en' | undefined;
}

interface Props {
  /** What the carousel shows, e.g. 'Workshop highlights'. */
  label: string;
  slides: readonly CarouselSlide[];
  intervalMs?: number;
}

/**
 * The hero slideshow (WAI-ARIA carousel pattern). It moves on by itself every 3 s except while the pointer
 * is over it, while focus is inside it, after the visitor pauses it, or when the system asks for reduced
 * motion. The slide region is a live region only while it is not moving by itself, so screen readers hear
 * the slides a visitor chooses, not every automatic change.
 */
export function HeroCarousel({ label, slides, intervalMs = HERO_INTERVAL_MS }: Props) {
  const t = useWords();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const { index, rotating, goTo, next, previous } = useCarousel(count, {
    intervalMs,
    paused: hovered || focused || stopped || reducedMotion,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return <div className="workshops-carousel workshops-carousel--empty" aria-hidden="true" />;

  return (
    <section
      className="workshops-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="workshops-carousel__slides" aria-live={rotating ? 'off' : 'polite'} data-testid="carousel-slides">
        {slides.map((slide, i) => (
          // A slide is a group (its own role, which HTML allows on a div, not on a figure with a caption).
          <div
            key={`${slide.src}-${i}`}
            className={`workshops-carousel__slide${i === index ? ' workshops-carousel__slide--active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{n} of {count}', { n: i + 1, count })}
            aria-hidden={i !== index}
          >
            <figure className="workshops-carousel__figure">
              {/* The first slide is what the page opens on: fetched first; the others wait their turn. */}
              <img src={slide.src} alt={slide.alt} fetchPriority={i === 0 ? 'high' : 'low'} />
              {slide.caption && (
                <figcaption className="workshops-carousel__caption" lang={slide.captionLang}>
                  {slide.caption}
                </figcaption>
              )}
            </figure>
          </div>
        ))}
      </div>
      {/* Only the app moves the slides: before it runs (and without JavaScript) the first shows, and no control. */}
      {count > 1 && (
        <div className="workshops-carousel__controls" data-needs-app="">
          <button
            type="button"
            className="workshops-carousel__arrow"
            aria-label={t('Previous slide')}
            onClick={previous}
          >
            ‹
          </button>
          <div className="workshops-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={`${slide.src}-${i}`}
                type="button"
                className="workshops-carousel__dot"
                aria-label={t('Show slide {n} of {count}', { n: i + 1, count })}
                aria-current={i === index}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className="workshops-carousel__arrow" aria-label={t('Next slide')} onClick={next}>
            ›
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className="workshops-carousel__toggle"
              aria-label={t(stopped ? 'Play slideshow' : 'Pause slideshow')}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? '▶' : '❚❚'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
