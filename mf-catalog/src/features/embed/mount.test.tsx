import { describe, expect, it, jest } from '@jest/globals';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubProductsApi, testApi } from '../../test/render-catalog';
import { sampleCatalogue } from '../../test/products';
import { mount } from './mount';

describe('embed mount', () => {
  it('renders product cards in a shadow root with shop links and calls onAddToCart', async () => {
    stubProductsApi(sampleCatalogue());
    const host = document.createElement('div');
    document.body.append(host);
    const onAddToCart = jest.fn();
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(host, {
        apiBaseUrl: `${testApi.url}/`,
        shopUrl: 'https://shop.test/',
        onAddToCart,
        limit: 2,
        category: 'Mugs & Cups',
      });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getAllByTestId('product-card')).toHaveLength(2));
    // The shadow root gets the stylesheet (its text under Jest); the e2e test checks the real styles.
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

  it("on a partner's site, leads the visitor to their Mitti cart with what they added, once (decision 066)", async () => {
    stubProductsApi(sampleCatalogue());
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = () => undefined as void;
    // The test page is http://localhost: the shop is another site.
    act(() => {
      unmount = mount(host, { apiBaseUrl: testApi.url, shopUrl: 'https://shop.test/', category: 'Mugs & Cups' });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getAllByTestId('product-card').length).toBeGreaterThan(0));
    expect(shadow.queryByRole('link', { name: 'View in your Mitti cart' })).not.toBeInTheDocument();

    const addBlueMug = within(shadow.getByRole('article', { name: 'Blue Mug' })).getByRole('button', {
      name: 'Add to Cart',
    });
    await userEvent.click(addBlueMug);
    const toCart = shadow.getByRole('link', { name: 'View in your Mitti cart' });
    expect(toCart).toHaveAttribute('href', 'https://shop.test/cart/add?lines=blue-mug:1');
    expect(shadow.getByText('1 piece ready for your Mitti cart.')).toBeInTheDocument();
    await userEvent.click(addBlueMug);
    expect(toCart).toHaveAttribute('href', 'https://shop.test/cart/add?lines=blue-mug:2');
    expect(shadow.getByText('2 pieces ready for your Mitti cart.')).toBeInTheDocument();

    // Following it hands the pieces to the shop (jsdom does not navigate; the browser test follows it).
    host.shadowRoot!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(toCart);
    await waitFor(() =>
      expect(shadow.queryByRole('link', { name: 'View in your Mitti cart' })).not.toBeInTheDocument(),
    );
    await userEvent.click(addBlueMug);
    expect(shadow.getByRole('link', { name: 'View in your Mitti cart' })).toHaveAttribute(
      'href',
      'https://shop.test/cart/add?lines=blue-mug:1',
    );
    act(() => unmount());
    host.remove();
  });

  it("on the shop's own site, keeps to its own behaviour: no link to the cart", async () => {
    stubProductsApi(sampleCatalogue());
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(host, { apiBaseUrl: testApi.url, shopUrl: window.location.origin, category: 'Mugs & Cups' });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getAllByTestId('product-card').length).toBeGreaterThan(0));
    await userEvent.click(
      within(shadow.getByRole('article', { name: 'Blue Mug' })).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(shadow.getByRole('status')).toHaveTextContent('Blue Mug added to cart');
    expect(shadow.queryByRole('link', { name: 'View in your Mitti cart' })).not.toBeInTheDocument();
    act(() => unmount());
    host.remove();
  });

  it('tells a partner why the catalogue could not load and recovers on Retry', async () => {
    const fetchMock = stubProductsApi(sampleCatalogue());
    const products = fetchMock.getMockImplementation()!;
    // First the API cannot be reached at all (as when a page's CSP or a wrong apiBaseUrl blocks it).
    fetchMock.mockImplementationOnce(async () => {
      throw new Error('drop the connection');
    });
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(host, { apiBaseUrl: testApi.url, shopUrl: 'https://shop.test' });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    const alert = await shadow.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products. Please try again.');
    expect(alert).toHaveTextContent(`could not reach the shop's API at ${testApi.url}`);
    expect(alert).toHaveTextContent('check the apiBaseUrl option');
    // A Content-Security-Policy names origins: the API's, not its whole base URL.
    expect(alert).toHaveTextContent(`allows ${new URL(testApi.url).origin} in connect-src and img-src`);

    fetchMock.mockImplementation(products);
    await userEvent.click(shadow.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shadow.getAllByTestId('product-card').length).toBeGreaterThan(0));
    expect(shadow.queryByRole('alert')).not.toBeInTheDocument();
    act(() => unmount());
    host.remove();
  });

  it("says when the shop's API itself failed", async () => {
    stubProductsApi('fail');
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = () => undefined as void;
    act(() => {
      unmount = mount(host, { apiBaseUrl: testApi.url, shopUrl: 'https://shop.test' });
    });
    const alert = await within(host.shadowRoot as unknown as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('had a problem (error 500). Please try again in a moment.');
    act(() => unmount());
    host.remove();
  });
});
