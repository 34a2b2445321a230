import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@mitti/shared';
import { renderCatalog, stubProductsApi } from '../../test/render-catalog';
import { makeProduct, sampleCatalogue } from '../../test/products';
import ProductPage from './product-page';

const renderProduct = (id: string) => renderCatalog(<ProductPage />, { path: `/product/${id}`, route: '/product/:id' });

describe('ProductPage', () => {
  it('says it is loading', () => {
    stubProductsApi('pending');
    renderProduct('oat-bowl');
    expect(screen.getByText('Loading product...')).toBeInTheDocument();
  });

  it('shows Product Not Found with a way back to the store, and a toast', async () => {
    stubProductsApi(sampleCatalogue());
    renderProduct('no-such-pot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Our Store' })).toHaveAttribute('href', '/store');
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
  });

  it('shows the product with breadcrumb, discount, tags, details and similar products', async () => {
    const bowls = Array.from({ length: 6 }, (_, i) => makeProduct({ id: `bowl-${i}`, name: `Bowl ${i}` }));
    const product = makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', price: 900, mrp: 1200, tags: ['bowl', 'rustic'] });
    stubProductsApi([product, ...bowls]);
    renderProduct('oat-bowl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oat Bowl' })).toBeInTheDocument();
    expect(document.title).toBe('Oat Bowl | Mitti Studio');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Bowls' })).toHaveAttribute('href', '/store?category=Bowls');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('Rs. 900/-')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rustic' })).toHaveAttribute('href', '/store?tag=rustic');
    expect(screen.getByText('Cone 6')).toBeInTheDocument();
    expect(screen.getByText('1240°C')).toBeInTheDocument();
    const similar = await screen.findByRole('list', { name: 'You May Also Like' });
    expect(within(similar).getAllByTestId('product-card')).toHaveLength(4);
    expect(within(similar).queryByText('Oat Bowl')).not.toBeInTheDocument();
    // Far below the product's own photo: their photos wait for the shopper's scroll, not ahead of the first view's.
    for (const photo of similar.querySelectorAll('img')) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      name: 'Oat Bowl',
      offers: { priceCurrency: 'INR' },
    });
  });

  it('shows the real average and count in the star line, and the approved reviews', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })], {
      'oat-bowl': {
        average: 13 / 3,
        count: 3,
        reviews: [
          {
            id: 'r-2',
            reviewer: 'Rahul M.',
            rating: 4,
            title: null,
            text: 'Heavier than I expected when full.',
            writtenAt: '2026-11-19T20:00:00Z',
          },
          {
            id: 'r-1',
            reviewer: 'Priya S.',
            rating: 5,
            title: 'Our Sunday biryani bowl',
            text: 'Holds biryani for six.',
            writtenAt: '2026-10-02T08:00:00Z',
          },
        ],
      },
    });
    renderProduct('oat-bowl');
    const line = await screen.findByText('4.3 (3 reviews)', { exact: false });
    expect(line).toHaveTextContent('★★★★½');
    expect(screen.queryByText('4.5 (24 reviews)', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews from verified buyers' });
    const reviews = within(list).getAllByRole('listitem');
    expect(reviews).toHaveLength(2);
    // The date is the studio's (India's) day: 20:00 UTC on 19 November is 20 November there.
    expect(reviews[0]).toHaveTextContent('Rahul M. · 20 November 2026');
    expect(reviews[0]).toHaveTextContent('4 out of 5 stars');
    expect(reviews[0]).toHaveTextContent('Heavier than I expected when full.');
    expect(reviews[1]).toHaveTextContent('Our Sunday biryani bowl');
    expect(reviews[1]).toHaveTextContent('Priya S. · 2 October 2026');
    // Search engines get the same rating the star line shows.
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 3 });
  });

  it('says "No reviews yet" instead of a made-up rating where a product has none', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })]);
    renderProduct('oat-bowl');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/\(\d+ reviews?\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('★', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews from verified buyers' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('says one review, not one reviews', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })], {
      'oat-bowl': {
        average: 5,
        count: 1,
        reviews: [
          {
            id: 'r-1',
            reviewer: 'Kavya P.',
            rating: 5,
            title: null,
            text: 'Lovely.',
            writtenAt: '2026-11-01T08:00:00Z',
          },
        ],
      },
    });
    renderProduct('oat-bowl');
    expect(await screen.findByText('5.0 (1 review)', { exact: false })).toHaveTextContent('★★★★★');
  });

  it('steps through the gallery with wrap-around and a fullscreen viewer', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })]);
    renderProduct('oat-bowl');
    expect(await screen.findByRole('img', { name: 'Oat Bowl, view 1 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Oat Bowl, view 2 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Open .* in fullscreen/ }));
    const viewer = screen.getByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Oat Bowl, view 1 of 2' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at the photo the address names, which is where its arrows and thumbnails send a page without the app', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })]);
    renderCatalog(<ProductPage />, { path: '/product/oat-bowl?view=2', route: '/product/:id' });
    expect(await screen.findByRole('img', { name: 'Oat Bowl, view 2 of 2' })).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Product images' }).closest('form');
    expect(gallery).toHaveAttribute('method', 'get');
    const sends = (name: string) => {
      const control = within(gallery!).getByRole('button', { name });
      return control.getAttribute('type') === 'submit'
        ? `${control.getAttribute('name')}=${control.getAttribute('value')}`
        : null;
    };
    expect(sends('Next image')).toBe('view=1');
    expect(sends('Previous image')).toBe('view=1');
    expect(sends('Show view 1')).toBe('view=1');
    expect(sends('Show view 2')).toBe('view=2');
    expect(screen.getByRole('button', { name: 'Show view 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('adds the chosen quantity, capped at the stock, and Buy Now goes to checkout', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', stock: '4' })]);
    const { store } = renderProduct('oat-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Oat Bowl' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toMatchObject([{ id: 'oat-bowl', quantity: 2 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(store.getState().cart.items).toMatchObject([{ id: 'oat-bowl', quantity: 4 }]);
  });

  it('never puts more of a piece in the cart than its stock, and says why', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', stock: '2' })]);
    const { store } = renderProduct('oat-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Oat Bowl' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(
      await screen.findByText('Only 2 of Oat Bowl can be ordered, and 2 are already in your cart.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/product/oat-bowl');
    expect(store.getState().cart.items).toMatchObject([{ id: 'oat-bowl', quantity: 2 }]);
  });

  it.each(['-1', '0', '9'])(
    'says a typed quantity of %s is not one it takes, and adds nothing (issue 33)',
    async (typed) => {
      stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl', stock: '4' })]);
      const { store } = renderProduct('oat-bowl');
      await screen.findByRole('heading', { level: 1, name: 'Oat Bowl' });
      const quantity = screen.getByLabelText('Quantity');
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      expect(quantity).toHaveValue(Number(typed));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose a quantity from 1 to 4.');
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().cart.items).toEqual([]);
    },
  );

  it('toggles the wishlist for a signed-in shopper, and sends others to sign in first', async () => {
    stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })]);
    const { store } = renderProduct('oat-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Oat Bowl' });
    expect(screen.getByRole('link', { name: 'Add Oat Bowl to wishlist' })).toHaveAttribute(
      'href',
      '/login?from=%2Fproduct%2Foat-bowl&reason=wishlist',
    );
    store.dispatch(signedIn({ uid: 'u1', email: 'a@b.in', displayName: 'A', photoURL: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Oat Bowl to wishlist' }));
    expect(await screen.findByText('Oat Bowl added to wishlist')).toBeInTheDocument();
    expect(store.getState().wishlist.items).toMatchObject([{ id: 'oat-bowl' }]);
  });
});
