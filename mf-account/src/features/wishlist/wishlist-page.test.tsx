import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, notify, type WishlistItem } from '@mitti/shared';
import { renderWithProviders, signedInAuth, testApiForEachTest } from '../../../../shared/test/render-with-providers';
import WishlistPage from './wishlist-page';

const vase: WishlistItem = {
  id: 'indigo-vase',
  name: 'Indigo Vase',
  price: 1299.5,
  imageUrl: 'http://img/vase.svg',
  category: 'Vases',
};
const mug: WishlistItem = { id: 'plain-mug', name: 'Plain Mug', price: 450, imageUrl: '' };

function renderWishlist(items: WishlistItem[], loading = false) {
  return renderWithProviders(<WishlistPage />, {
    preloadedState: { ...signedInAuth(), wishlist: { items, loading } },
    route: '/wishlist',
    otherRoutes: ['/store', '/product/:id'],
  });
}

describe('WishlistPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says so when the wishlist is empty and leads back to the store', async () => {
    renderWishlist([]);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't saved any favorites yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByText('Page /store')).toBeInTheDocument();
  });

  it('says the wishlist is loading while it is on its way from the account, not that it is empty', () => {
    renderWishlist([], true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist...');
    expect(screen.queryByText('Your wishlist is empty')).not.toBeInTheDocument();
  });

  it('shows each saved piece with its category (default Ceramics), price (paise only when there are any) and a placeholder image', () => {
    renderWishlist([vase, mug]);
    const [first, second] = screen.getAllByTestId('wishlist-item');
    expect(first).toHaveTextContent('Indigo Vase');
    expect(first).toHaveTextContent('Vases');
    expect(first).toHaveTextContent('Rs. 1,299.50/-');
    expect(second).toHaveTextContent('Ceramics');
    expect(second).toHaveTextContent('Rs. 450/-');
    expect(within(second!).getByTestId('wishlist-placeholder')).toBeInTheDocument();
  });

  it('falls back to the placeholder when the image fails', async () => {
    renderWishlist([vase]);
    fireEvent.error(screen.getByTestId('wishlist-item').querySelector('img')!);
    expect(await screen.findByTestId('wishlist-placeholder')).toBeInTheDocument();
  });

  it('adds one to the cart with a toast, and keeps the piece in the wishlist', async () => {
    const success = jest.spyOn(notify, 'success');
    const { store } = renderWishlist([vase]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([{ ...vase, quantity: 1 }]);
    expect(success).toHaveBeenCalledWith('Indigo Vase added to cart');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
    expect(store.getState().wishlist.items).toHaveLength(1);
  });

  it('removes a piece', async () => {
    const { store } = renderWishlist([vase, mug]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Indigo Vase from wishlist' }));
    expect(store.getState().wishlist.items).toEqual([mug]);
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);
  });

  it('opens the product from its name', async () => {
    renderWishlist([vase]);
    await userEvent.click(screen.getByRole('link', { name: 'Indigo Vase' }));
    expect(screen.getByText('Page /product/:id')).toBeInTheDocument();
  });

  describe('stock', () => {
    const server = testApiForEachTest();
    const stock = (products: { id: string; stock: number | null }[]) => {
      configureApiClient({ baseUrl: server.url, getToken: async () => null, onAuthExpired: () => undefined });
      server.answer(async () => Response.json(products));
    };

    it('says a sold-out piece is Out of Stock and will not add it to the cart', async () => {
      stock([
        { id: 'indigo-vase', stock: 0 },
        { id: 'plain-mug', stock: 5 },
      ]);
      const success = jest.spyOn(notify, 'success');
      const { store } = renderWishlist([vase, mug]);
      const [first, second] = screen.getAllByTestId('wishlist-item');
      expect(await within(first!).findByText('Out of Stock')).toBeInTheDocument();
      const add = within(first!).getByRole('button', { name: 'Add to Cart' });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription('Out of Stock');
      await userEvent.click(add);
      expect(store.getState().cart.items).toEqual([]);
      expect(success).not.toHaveBeenCalled();

      expect(within(second!).queryByText('Out of Stock')).not.toBeInTheDocument();
      await userEvent.click(within(second!).getByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().cart.items).toEqual([{ ...mug, quantity: 1 }]);
    });

    it('blocks nothing while the stock cannot be read', async () => {
      configureApiClient({ baseUrl: server.url, getToken: async () => null, onAuthExpired: () => undefined });
      const apiMock = jest.fn(async (): Promise<Response> => {
        throw new Error('drop the connection');
      });
      server.answer(apiMock);
      const { store } = renderWishlist([vase]);
      await waitFor(() => expect(apiMock).toHaveBeenCalled());
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().cart.items).toEqual([{ ...vase, quantity: 1 }]);
    });
  });
});
