import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../../../shared/test/render-with-providers';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroCarousel } from './hero-carousel';

const slides = [1, 2, 3].map((n) => ({
  src: `http://img.test/${n}.svg`,
  alt: `Pot ${n} — photo 1`,
  caption: `Pot ${n}`,
}));

function preferReducedMotion(reduce: boolean) {
  stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const shown = () => screen.getByRole('img').getAttribute('alt');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('rotates every 3 s with its live region off, and wraps', () => {
    preferReducedMotion(false);
    render(<HeroCarousel label="Workshop highlights" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Workshop highlights' })).toBeInTheDocument();
    expect(shown()).toBe('Pot 1 — photo 1');
    expect(screen.getByTestId('carousel-slides')).toHaveAttribute('aria-live', 'off');
    advance(3000);
    expect(shown()).toBe('Pot 2 — photo 1');
    advance(3000);
    expect(shown()).toBe('Pot 3 — photo 1');
    advance(3000);
    expect(shown()).toBe('Pot 1 — photo 1');
  });

  it('pauses while hovered or focused, and announces slides then', () => {
    preferReducedMotion(false);
    render(<HeroCarousel label="Workshop highlights" slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Workshop highlights' });
    fireEvent.mouseEnter(carousel);
    advance(9000);
    expect(shown()).toBe('Pot 1 — photo 1');
    expect(screen.getByTestId('carousel-slides')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    advance(3000);
    expect(shown()).toBe('Pot 2 — photo 1');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(9000);
    expect(shown()).toBe('Pot 2 — photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Pot 3 — photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1 of 3' }));
    expect(shown()).toBe('Pot 1 — photo 1');
  });

  it('can be paused with its button', () => {
    preferReducedMotion(false);
    render(<HeroCarousel label="Workshop highlights" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).blur());
    advance(9000);
    expect(shown()).toBe('Pot 1 — photo 1');
  });

  it('does not rotate by itself for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<HeroCarousel label="Workshop highlights" slides={slides} />);
    advance(12_000);
    expect(shown()).toBe('Pot 1 — photo 1');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Pot 2 — photo 1');
  });
});
