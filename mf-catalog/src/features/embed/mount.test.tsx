import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubProductsApi } from '../../test/render-catalog';
import { sampleCatalogue } from '../../test/products';
import { mount } from './mount';

afterEach(() => vi.unstubAllGlobals());

describe('embed mount', () => {
  it('renders product cards in a shadow root with shop links and calls onAddToCart', async () => {
    stubProductsApi(sampleCatalogue());
    const host = document.createElement('div');
    document.body.append(host);
    const onAddToCart = vi.fn();
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(host, {
        apiBaseUrl: 'http://api.test/',
        shopUrl: 'https://shop.test/',
        onAddToCart,
        limit: 2,
        category: 'Mugs & Cups',
      });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getAllByTestId('product-card')).toHaveLength(2));
    // Vitest does not load CSS text; the e2e test checks the real styles.
    expect(host.shadowRoot?.querySelector('style')).not.toBeNull();
    expect(shadow.getByRole('link', { name: 'Blue Mug' })).toHaveAttribute(
      'href',
      'https://shop.test/product/blue-mug',
    );
    expect(shadow.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(shadow.getByRole('article', { name: 'Blue Mug' })).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 'blue-mug', name: 'Blue Mug' }));
    expect(shadow.getByRole('status')).toHaveTextContent('Blue Mug added to cart');
    act(() => unmount());
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    host.remove();
  });
});
