import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLanguageContext } from '@mitti/shared';
import { hindiTranslator } from '../../../../shared/test/hindi-translator';
import { renderCatalog, stubProductsApi } from '../../test/render-catalog';
import { makeProduct, sampleCatalogue, withPhotos } from '../../test/products';
import { loadHindi } from '../../words/words';
import StorePage from './store-page';

/** The page's sections (not the filter panel's title, which is in the page, closed, for a browser without the app). */
const sectionTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => !h.closest('details'))
    .map((h) => h.textContent);

/** The Filter Products button (the panel's summary) and the panel, open or not. */
const filterPanel = () => {
  const toggle = screen.getByText('Filter Products', { selector: 'summary' });
  return { toggle, details: toggle.closest('details')! };
};

describe('StorePage', () => {
  it('says it is loading while the products are on their way', () => {
    stubProductsApi('pending');
    renderCatalog(<StorePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
  });

  it('says so when the shop has no products', async () => {
    stubProductsApi([]);
    renderCatalog(<StorePage />);
    expect(
      await screen.findByText('No products available at the moment. Please check back later.'),
    ).toBeInTheDocument();
  });

  it('shows a toast when the products cannot be loaded', async () => {
    stubProductsApi('fail');
    renderCatalog(<StorePage />);
    expect(await screen.findByText('Failed to load products. Please try again.')).toBeInTheDocument();
  });

  it('shows latest arrivals, popular items and all products without filters', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />);
    await screen.findByRole('heading', { name: 'LATEST ARRIVALS' });
    expect(sectionTitles()).toEqual(['LATEST ARRIVALS', 'POPULAR ITEMS', 'ALL PRODUCTS']);
    const latest = screen.getByRole('list', { name: 'LATEST ARRIVALS' });
    expect(within(latest).getAllByTestId('product-card')).toHaveLength(4);
    expect(within(latest).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Blue Mug');
    const all = screen.getByRole('list', { name: 'ALL PRODUCTS' });
    expect(within(all).getAllByTestId('product-card')).toHaveLength(5);
  });

  it("loads the first row's photos first and the other sections' as the shopper scrolls to them", async () => {
    stubProductsApi(withPhotos(sampleCatalogue()));
    renderCatalog(<StorePage />);
    const photos = (list: string) => [...screen.getByRole('list', { name: list }).querySelectorAll('img')];
    await screen.findByRole('heading', { name: 'LATEST ARRIVALS' });
    expect(photos('LATEST ARRIVALS').map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
    ]);
    for (const photo of [...photos('POPULAR ITEMS'), ...photos('ALL PRODUCTS')]) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });

  it("loads drawings, the first row's too, once the page is laid out", async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />);
    await screen.findByRole('heading', { name: 'LATEST ARRIVALS' });
    const drawings = screen.getAllByRole('img', { name: /, view 1$/ });
    expect(drawings.length).toBeGreaterThan(4);
    for (const drawing of drawings) {
      expect(drawing.getAttribute('src')).toMatch(/\.svg$/);
      expect(drawing).toHaveAttribute('loading', 'lazy');
      expect(drawing).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads the first row of filtered results first', async () => {
    stubProductsApi(withPhotos(sampleCatalogue()));
    renderCatalog(<StorePage />, { path: '/store?sort=price-asc' });
    const results = await screen.findByRole('list', { name: 'FILTERED RESULTS (5)' });
    const priorities = [...results.querySelectorAll('img')].map((photo) => photo.getAttribute('fetchpriority'));
    expect(priorities).toEqual(['high', 'high', 'high', 'high', null]);
  });

  it('counts the filtered results and shows a chip per filter', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?category=Mugs+%26+Cups&price=1000-2000' });
    expect(await screen.findByRole('heading', { name: 'FILTERED RESULTS (1)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 out of 5 products')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((b) => [b.textContent, b.getAttribute('href')]),
    ).toEqual([
      ['Category: Mugs & Cups ×', '/store?price=1000-2000'],
      ['Price: Rs. 1000 - 2000 ×', '/store?category=Mugs+%26+Cups'],
      ['Clear All', '/store'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Remove filter Price: Rs. 1000 - 2000' }));
    expect(await screen.findByText('Showing 2 out of 5 products')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/store?category=Mugs+%26+Cups');
  });

  it('says when no product matches and clears the filters', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?category=Vases&price=under-500' });
    expect(await screen.findByText('No products match your selected filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: 'LATEST ARRIVALS' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/);
  });

  it('shows the products matching a search with a removable Search chip', async () => {
    const fetchMock = stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?q=bowl' });
    expect(await screen.findByRole('heading', { name: /^FILTERED RESULTS/ })).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /bowl/i.test(name))).toBe(true);
    expect(fetchMock.mock.calls.some(([request]) => request.path === '/products?q=bowl')).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Remove filter Search: "bowl"' }));
    expect(await screen.findByRole('heading', { name: 'LATEST ARRIVALS' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/);
  });

  it('says when nothing matches a search and offers Clear Filters', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?q=zebra' });
    expect(await screen.findByText('No products match "zebra".')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/);
  });

  it('titles a tag view and says when no product has the tag', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?tag=porcelain' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products tagged with "porcelain"' })).toBeInTheDocument();
    expect(await screen.findByText('No products found with the tag "porcelain"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear tag filter' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });

  it('filters through the panel, a dialog that takes and returns focus', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />);
    await screen.findByRole('heading', { name: 'LATEST ARRIVALS' });
    const { toggle, details } = filterPanel();
    expect(details.open).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    const dialog = screen.getByRole('dialog', { name: 'Filter Products' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    const panel = screen.getByRole('dialog', { name: 'Filter Products' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Terracotta' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Price: Low to High' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('Showing 2 out of 5 products')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/store?material=Terracotta&sort=price-asc');
    expect(details.open).toBe(false);
    const names = within(screen.getByRole('list', { name: 'FILTERED RESULTS (2)' })).getAllByRole('heading', {
      level: 3,
    });
    expect(names.map((n) => n.textContent)).toEqual(['Tea Cup', 'Tall Vase']);
  });

  it('refuses an out-of-stock product and adds one in stock to the cart', async () => {
    stubProductsApi(sampleCatalogue());
    const { store } = renderCatalog(<StorePage />, { path: '/store?category=Plates&category=Bowls' });
    const platter = await screen.findByRole('article', { name: 'Big Platter' });
    expect(within(platter).getByText('Out of Stock', { selector: 'p' })).toBeInTheDocument();
    expect(within(platter).queryByRole('link', { name: 'Big Platter' })).not.toBeInTheDocument();
    await userEvent.click(within(platter).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Big Platter is out of stock')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);

    const bowl = screen.getByRole('article', { name: 'Oat Bowl' });
    expect(within(bowl).getByText('2 images')).toBeInTheDocument();
    expect(within(bowl).getByText('Rs. 500/-')).toBeInTheDocument();
    await userEvent.click(within(bowl).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Oat Bowl added to cart')).toBeInTheDocument();
    expect(store.getState().cart.items).toMatchObject([{ id: 'oat-bowl', quantity: 1, price: 500 }]);
  });

  it("says a piece is in the cart in the page's words, named as the page names it", async () => {
    stubProductsApi([
      makeProduct({ id: 'kulhads', name: 'Kulhad Chai Cups', nameHi: 'चाय के कुल्हड़', stock: 5 }),
      makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', nameHi: null, stock: 5 }),
    ]);
    const translator = hindiTranslator();
    await translator.ready(loadHindi);
    const { store } = renderCatalog(
      <PageLanguageContext.Provider value={{ language: 'hi', translator }}>
        <StorePage />
      </PageLanguageContext.Provider>,
    );
    const [kulhads] = await screen.findAllByRole('article', { name: 'चाय के कुल्हड़' });
    await userEvent.click(within(kulhads!).getByRole('button', { name: 'कार्ट में डालें' }));
    expect(await screen.findByText('चाय के कुल्हड़ कार्ट में जुड़ गया')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getAllByRole('article', { name: 'Oat Bowl' })[0]!).getByRole('button', { name: 'कार्ट में डालें' }),
    );
    expect(await screen.findByText('Oat Bowl कार्ट में जुड़ गया')).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => item.id)).toEqual(['kulhads', 'oat-bowl']);
  });

  it('sends a visitor to sign in before using the wishlist, and back here after', async () => {
    stubProductsApi(sampleCatalogue());
    renderCatalog(<StorePage />, { path: '/store?category=Bowls' });
    const bowl = await screen.findByRole('article', { name: 'Oat Bowl' });
    expect(within(bowl).getByRole('link', { name: 'Add Oat Bowl to wishlist' })).toHaveAttribute(
      'href',
      '/login?from=%2Fstore%3Fcategory%3DBowls&reason=wishlist',
    );
  });
});
