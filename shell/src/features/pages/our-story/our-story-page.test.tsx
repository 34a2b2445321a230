import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stubGlobal, unstubAllGlobals, renderWithProviders } from '../../../../../shared/test/render-with-providers';
import { OurStoryPage } from '../our-story-page';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function stubObserver() {
  const callbacks: Callback[] = [];
  stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return callbacks;
}

function stubReducedMotion(reduce: boolean) {
  stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('OurStoryPage', () => {
  afterEach(() => {
    unstubAllGlobals();
  });

  it('fades sections in as they scroll into view, and links to workshops', () => {
    const callbacks = stubObserver();
    stubReducedMotion(false);
    const { container } = renderWithProviders(<OurStoryPage />, { route: '/our-story' });
    const sections = container.querySelectorAll('.pages-fade');
    expect(sections.length).toBeGreaterThan(1);
    expect(container.querySelectorAll('.pages-fade--visible')).toHaveLength(0);
    act(() => callbacks[0]?.([{ isIntersecting: true }]));
    expect(sections[0]).toHaveClass('pages-fade--visible');
    expect(sections[1]).not.toHaveClass('pages-fade--visible');
    expect(screen.getByRole('link', { name: 'Explore our workshops' })).toHaveAttribute('href', '/workshops');
  });

  it('shows everything at once for shoppers who prefer reduced motion', () => {
    stubObserver();
    stubReducedMotion(true);
    const { container } = renderWithProviders(<OurStoryPage />, { route: '/our-story' });
    expect(container.querySelectorAll('.pages-fade:not(.pages-fade--visible)')).toHaveLength(0);
  });
});
