import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, createAppStore, MemoryRouter, Provider, Route, Routes } from '@mitti/shared';
import { signedInAuth, testApiForEachTest, type TestApiHandler } from '../../../../shared/test/render-with-providers';
import type { OwnerProduct, ProductInput } from './admin-products-api';
import ProductPage from './product-page';

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const REQUIRED = [
  'Name',
  'Category',
  'Price (₹)',
  'MRP (₹)',
  'Stock',
  'Material',
  'Materials',
  'Glaze',
  'Dimensions',
  'Cone',
  'Description',
];
const OPTIONAL = ['Name in Hindi', 'Tags', 'Capacity (ml)', 'Firing temperature (°C)', 'Description in Hindi'];

function renderProductPage(path: string) {
  return render(
    <Provider store={createAppStore(signedInAuth())}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/products/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** Issue 53 item 5: the owner sees which fields a new product needs before a save is refused. */
describe('the owner’s new product form', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
    apiMock.mockImplementation(async () => Response.json([]));
  });

  it('marks each required field with a visible * that a legend explains, and as required to assistive technology', async () => {
    renderProductPage('/admin/products/new');
    const form = await screen.findByRole('form', { name: 'Product' });
    expect(form).toHaveTextContent(/^Fields marked \* are required\./);
    // Each label as the owner sees it (its words and any mark) beside the field it names.
    const shown = new Map(
      [...form.querySelectorAll('label')].map((label) => [
        label.querySelector('span')?.textContent ?? label.textContent,
        label.querySelector<HTMLElement>('input, textarea')!,
      ]),
    );
    for (const name of REQUIRED) {
      const field = shown.get(`${name}*`);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
      // The mark is for the eye; the field's accessible name stays the label's words.
      expect(field).toHaveAccessibleName(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));
    }
    for (const name of OPTIONAL) expect(shown.get(name)).not.toBeRequired();
    expect([...shown.keys()].filter((label) => label?.endsWith('*'))).toHaveLength(REQUIRED.length);
  });
});

const handi: OwnerProduct = {
  id: 'terracotta-dahi-handi',
  name: 'Terracotta Dahi Handi',
  nameHi: 'मिट्टी की दही हांडी',
  descriptionHi: null,
  price: 450,
  mrp: 450,
  category: 'Bowls',
  description: 'An unglazed clay pot for setting curd.',
  tags: ['traditional'],
  imageUrl: [],
  images: [],
  photos: [],
  materialType: 'Terracotta',
  materials: ['Terracotta clay'],
  glaze: 'Unglazed',
  dimensions: '14 x 14 x 10 cm',
  capacity: 750,
  firingTemp: 900,
  coneType: 'Cone 06',
  stock: 40,
  isPopular: true,
  createdAt: { seconds: 1_764_000_000 },
  hidden: false,
  inOrders: false,
};

/** Decision 112: the owner gives a product its Hindi name and description, or leaves them for the English. */
describe('the owner’s product form in Hindi', () => {
  let saved: ProductInput[];

  beforeEach(() => {
    saved = [];
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'GET') return Response.json([handi]);
      const input = JSON.parse(request.body) as ProductInput;
      saved.push(input);
      return Response.json({ ...handi, ...input });
    });
  });

  it('shows the Hindi the product has, Devanagari fields for Hindi, and saves a new description with its emoji', async () => {
    renderProductPage('/admin/products/terracotta-dahi-handi');
    const name = await screen.findByRole('textbox', { name: /^Name in Hindi/ });
    expect(name).toHaveValue('मिट्टी की दही हांडी');
    expect(name).toHaveAttribute('lang', 'hi');
    const description = screen.getByRole('textbox', { name: /^Description in Hindi/ });
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('lang', 'hi');

    await userEvent.type(description, '  दही जमाने की हांडी 🥣 (handi)  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/^Saved\. Terracotta Dahi Handi is on the store now/)).toBeVisible();
    expect(saved).toEqual([
      expect.objectContaining({
        name: 'Terracotta Dahi Handi',
        nameHi: 'मिट्टी की दही हांडी',
        descriptionHi: 'दही जमाने की हांडी 🥣 (handi)',
      }),
    ]);
  });

  it('sends no Hindi name once the owner empties it, so the Hindi store shows the English', async () => {
    renderProductPage('/admin/products/terracotta-dahi-handi');
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Name in Hindi/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name in Hindi/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/^Saved\./)).toBeVisible();
    expect(saved).toEqual([expect.objectContaining({ nameHi: null, descriptionHi: null })]);
  });
});
