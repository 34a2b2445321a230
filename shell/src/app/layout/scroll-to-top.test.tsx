import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@mitti/shared';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ScrollToTop } from './scroll-to-top';

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/product/leaf-incense-holder']}>
      <Link to="/store">Store</Link>
      <Link to="/product/leaf-incense-holder?from=store">Same page</Link>
      <ScrollToTop />
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('leaves the page where the shopper scrolled it when the app starts', () => {
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the shopper moves to another page', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('stays put when only the query changes', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
