import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, notify, type WishlistItem } from '@mitti/shared';
import { renderWithProviders, signedInAuth, testApiForEachTest } from '../../../../shared/test/render-with-providers';
import { inHindi } from '../../test/in-hindi';
import WishlistPage from './wishlist-page';

const vase: WishlistItem = { id: 'indigo-vase', name: 'Indigo Vase', price: 1299.5, imageUrl: '', category: 'Vases' };

const renderHindiWishlist = (items: WishlistItem[]) =>
  renderWithProviders(inHindi(<WishlistPage />), {
    preloadedState: { ...signedInAuth(), wishlist: { items, loading: false } },
    route: '/wishlist',
  });

describe('WishlistPage on a Hindi page', () => {
  const server = testApiForEachTest();
  beforeEach(() => {
    configureApiClient({ baseUrl: server.url, getToken: async () => null, onAuthExpired: () => undefined });
    server.answer(async () => Response.json([{ id: vase.id, stock: 4 }]));
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the saved pieces in Hindi, the owner's words English and marked so, and says Add to Cart and Remove in Hindi", async () => {
    const success = jest.spyOn(notify, 'success');
    const { store } = renderHindiWishlist([vase]);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी पसंदीदा चीज़ें' })).toBeInTheDocument();
    const item = screen.getByTestId('wishlist-item');
    expect(item.closest('.page')).toHaveAttribute('lang', 'hi');
    expect(within(item).getByRole('heading', { name: 'Indigo Vase' })).toHaveAttribute('lang', 'en');
    expect(within(item).getByText('Vases')).toHaveAttribute('lang', 'en');
    expect(item).toHaveTextContent('Rs. 1,299.50/-');

    await userEvent.click(within(item).getByRole('button', { name: 'कार्ट में डालें' }));
    expect(store.getState().cart.items).toEqual([{ ...vase, quantity: 1 }]);
    expect(success).toHaveBeenCalledWith('Indigo Vase कार्ट में जुड़ गया');
    await userEvent.click(within(item).getByRole('button', { name: 'Indigo Vase को पसंदीदा से हटाएँ' }));
    expect(success).toHaveBeenLastCalledWith('Indigo Vase पसंदीदा से हट गया');
    expect(await screen.findByText('आपकी पसंदीदा सूची खाली है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toBeInTheDocument();
  });
});
