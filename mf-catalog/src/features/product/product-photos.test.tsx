/**
 * @jest-environment-options {"url": "http://localhost:3000/product/oat-bowl"}
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createAppStore, MemoryRouter, Provider, Route, Routes, signedOut, type Product } from '@mitti/shared';
import { renderServerPage } from '../../../../shared/test/render-with-providers';
import { CARD_SIZES } from '../products/components/product-card/product-card';
import { getProductApi } from '../products/api/get-product';
import { getProductsByCategoryApi } from '../products/api/get-products-by-category';
import { renderCatalog, stubProductsApi } from '../../test/render-catalog';
import { makePhotoProduct, makeProduct } from '../../test/products';
import { GALLERY_SIZES } from './product-gallery';
import ProductPage from './product-page';

const oatBowl = makePhotoProduct({ id: 'oat-bowl', name: 'Oat Bowl' });
const drawnBowl = makeProduct({ id: 'drawn-bowl', name: 'Drawn Bowl' });
const photoBowl = makePhotoProduct({ id: 'photo-bowl', name: 'Photo Bowl' });
const category = [oatBowl, drawnBowl, photoBowl];

const sourcesOf = (img: HTMLElement) =>
  [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

afterEach(() => {
  jest.restoreAllMocks();
});

/** A product's page as the document server renders it, from a signed-out store holding the product and its category. */
async function renderServerProduct(product: Product, related: Product[]) {
  const store = createAppStore();
  store.dispatch(signedOut());
  await store.dispatch(getProductApi.util.upsertQueryData('getProduct', product.id, product));
  await store.dispatch(
    getProductsByCategoryApi.util.upsertQueryData('getProductsByCategory', product.category, related),
  );
  const html = renderServerPage(<ProductPage />, { store, path: `/product/${product.id}`, pattern: '/product/:id' });
  return { store, html };
}

describe('the owner’s photos on the product page and cards', () => {
  it('offers AVIF, WebP and JPEG at five widths with sizes, width and height, and keeps the drawings of products without one', async () => {
    stubProductsApi(category);
    renderCatalog(<ProductPage />, { path: '/product/oat-bowl', route: '/product/:id' });

    const main = await screen.findByRole('img', { name: 'Oat Bowl, view 1 of 1' });
    expect(main.parentElement?.tagName).toBe('PICTURE');
    const [avif, webp, jpeg] = oatBowl.photos![0]!.sources;
    expect(sourcesOf(main)).toEqual([
      { type: 'image/avif', srcset: avif!.srcset, sizes: GALLERY_SIZES },
      { type: 'image/webp', srcset: webp!.srcset, sizes: GALLERY_SIZES },
    ]);
    expect(avif!.srcset).toMatch(/-320\.avif 320w, .*-1600\.avif 1600w$/);
    expect(main).toHaveAttribute('src', oatBowl.images[0]);
    expect(main).toHaveAttribute('srcset', jpeg!.srcset);
    expect(main).toHaveAttribute('sizes', GALLERY_SIZES);
    expect(main).toHaveAttribute('width', '4000');
    expect(main).toHaveAttribute('height', '3000');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    const similar = await screen.findByRole('list', { name: 'You May Also Like' });
    const photoCard = within(similar).getByRole('img', { name: 'Photo Bowl, view 1' });
    expect(sourcesOf(photoCard).map((source) => [source.type, source.sizes])).toEqual([
      ['image/avif', CARD_SIZES],
      ['image/webp', CARD_SIZES],
    ]);
    expect(photoCard).toHaveAttribute('width', '4000');
    expect(photoCard).toHaveAttribute('height', '3000');

    const drawing = within(similar).getByRole('img', { name: 'Drawn Bowl, view 1' });
    expect(drawing.parentElement?.tagName).not.toBe('PICTURE');
    expect(drawing).toHaveAttribute('src', drawnBowl.images[0]);
    expect(drawing).not.toHaveAttribute('srcset');
    expect(drawing).not.toHaveAttribute('width');
  });

  it('hydrates the server-rendered page with its photo without a mismatch', async () => {
    stubProductsApi(category); // the reviews the page reads once hydrated
    const { store, html } = await renderServerProduct(oatBowl, category);
    expect(html).toContain('<picture');
    expect(html).toContain('type="image/avif"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverImg = container.querySelector('img[fetchpriority="high"]');
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <MemoryRouter initialEntries={['/product/oat-bowl']}>
            <Routes>
              <Route path="/product/:id" element={<ProductPage />} />
            </Routes>
          </MemoryRouter>
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydration kept the server's element: the browser does not fetch the photo twice.
    expect(container.querySelector('img[fetchpriority="high"]')).toBe(serverImg);
    expect(serverImg).toHaveAttribute('width', '4000');
  });

  it('fetches a photo ahead of the page and a drawing once the page is laid out', async () => {
    const { html: photographed } = await renderServerProduct(oatBowl, [oatBowl]);
    expect(photographed).toMatch(/<img[^>]*alt="Oat Bowl, view 1 of 1"[^>]*loading="eager" fetchPriority="high"/);

    const { html: drawn } = await renderServerProduct(drawnBowl, [drawnBowl]);
    expect(drawn).toMatch(/<img[^>]*alt="Drawn Bowl, view 1 of 2"[^>]*loading="lazy"/);
    // Neither eager nor high, so the server render of a whole document gives it no preload in the head.
    expect(drawn).not.toContain('fetchPriority');
    expect(drawn).not.toContain('loading="eager"');
  });
});
