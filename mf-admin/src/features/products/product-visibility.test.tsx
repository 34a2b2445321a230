import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, createAppStore, MemoryRouter, Provider, Route, Routes } from '@mitti/shared';
import { signedInAuth, testApiForEachTest, type TestApiHandler } from '../../../../shared/test/render-with-providers';
import type { OwnerProduct } from './admin-products-api';
import ProductPage from './product-page';
import ProductsPage from './products-page';
import { ONLY_HIDDEN } from './product-visibility';

const product = (id: string, name: string, overrides: Partial<OwnerProduct> = {}): OwnerProduct => ({
  id,
  name,
  price: 780,
  mrp: 780,
  category: 'Jars',
  description: 'A small ash-glazed jar.',
  tags: ['jar'],
  imageUrl: [],
  images: [],
  photos: [],
  materialType: 'Stoneware',
  materials: ['Stoneware clay'],
  glaze: 'Wood ash',
  dimensions: '9 x 9 x 11 cm',
  capacity: 400,
  firingTemp: 1280,
  coneType: 'Cone 10',
  stock: 0,
  isPopular: false,
  createdAt: { seconds: 1_764_000_000 },
  hidden: false,
  inOrders: false,
  ...overrides,
});

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

/** The owner's API as the server answers it, over a catalogue the test sets. */
function ownersApi(catalogue: OwnerProduct[]) {
  apiMock.mockImplementation(async (request) => {
    const id = decodeURIComponent(request.path.split('/')[4] ?? '');
    const found = catalogue.find((candidate) => candidate.id === id);
    if (request.method === 'GET') return Response.json(catalogue);
    if (!found) return Response.json({ error: 'Product not found', statusCode: 404 }, { status: 404 });
    if (request.method === 'PUT' && request.path.endsWith('/hidden')) {
      found.hidden = (JSON.parse(request.body) as { hidden: boolean }).hidden;
      return Response.json(found);
    }
    if (request.method === 'DELETE') {
      if (found.inOrders) {
        return Response.json(
          {
            error: `${found.name} cannot be deleted because orders name it. Hide it instead to take it off the store.`,
            statusCode: 409,
          },
          { status: 409 },
        );
      }
      catalogue.splice(catalogue.indexOf(found), 1);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: 'Unexpected', statusCode: 500 }, { status: 500 });
  });
}

const renderAt = (path: string) =>
  render(
    <Provider store={createAppStore(signedInAuth())}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/products" element={<ProductsPage />} />
          <Route path="/admin/products/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

const requests = () => apiMock.mock.calls.map(([request]) => request).filter((request) => request.method !== 'GET');

describe('the owner takes a product off the store, puts it back, or deletes it', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('hides a product and shows it again, and the products list says which are hidden', async () => {
    ownersApi([product('pickle-jar', 'Pickle Jar'), product('salt-jar', 'Salt Jar', { hidden: true })]);
    renderAt('/admin/products');
    const rows = await screen.findAllByRole('row');
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'On the store' })).toBeVisible();
    expect(rows[1]).toHaveTextContent(/Pickle Jar.*Yes$/);
    expect(rows[2]).toHaveTextContent(/Salt Jar.*Hidden$/);

    await userEvent.click(screen.getByRole('link', { name: 'Edit Pickle Jar' }));
    const shelf = within(await screen.findByRole('region', { name: 'On the store' }));
    expect(shelf.getByText('Shown on the store.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View on the store' })).toHaveAttribute('href', '/product/pickle-jar');

    await userEvent.click(shelf.getByRole('button', { name: 'Hide from the store' }));
    expect(await shelf.findByRole('status')).toHaveTextContent(
      'Pickle Jar is hidden: shoppers no longer find it on the store.',
    );
    expect(await shelf.findByRole('button', { name: 'Show on the store' })).toBeVisible();
    expect(shelf.getByText(/^Hidden: shoppers do not see it/)).toBeVisible();
    // A hidden product has no page on the store to view.
    expect(screen.queryByRole('link', { name: 'View on the store' })).not.toBeInTheDocument();

    await userEvent.click(shelf.getByRole('button', { name: 'Show on the store' }));
    expect(await shelf.findByText('Pickle Jar is on the store again.')).toBeVisible();
    expect(await shelf.findByRole('button', { name: 'Hide from the store' })).toBeVisible();
    const sent = requests();
    expect(sent.map((request) => [request.method, request.path, JSON.parse(request.body)])).toEqual([
      ['PUT', '/api/admin/products/pickle-jar/hidden', { hidden: true }],
      ['PUT', '/api/admin/products/pickle-jar/hidden', { hidden: false }],
    ]);
    expect(sent[0]?.headers.authorization).toBe('Bearer owner-token');
  }, 20_000);

  it('deletes a product only once the owner confirms, then lists the products without it', async () => {
    ownersApi([product('pickle-jar', 'Pickle Jar'), product('jar-typo', 'Jar Typo')]);
    renderAt('/admin/products/jar-typo');
    const shelf = within(await screen.findByRole('region', { name: 'On the store' }));

    await userEvent.click(shelf.getByRole('button', { name: 'Delete product' }));
    const confirm = within(shelf.getByRole('group', { name: 'Confirm deletion' }));
    expect(confirm.getByText('Delete Jar Typo for good? This cannot be undone.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    expect(shelf.queryByRole('group', { name: 'Confirm deletion' })).not.toBeInTheDocument();
    expect(requests()).toEqual([]);

    await userEvent.click(shelf.getByRole('button', { name: 'Delete product' }));
    // The list's own fetch after the delete does not come back: the owner sees the list as the app holds it,
    // which showed the deleted product until that fetch came (a CI run).
    const answer = apiMock.getMockImplementation()!;
    apiMock.mockImplementation((request) =>
      request.method === 'GET' ? new Promise<Response>(() => undefined) : answer(request),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Jar Typo deleted.');
    expect(await screen.findByRole('link', { name: 'Edit Pickle Jar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Jar Typo' })).not.toBeInTheDocument();
    expect(requests().map((request) => [request.method, request.path])).toEqual([
      ['DELETE', '/api/admin/products/jar-typo'],
    ]);
  }, 20_000);

  it('offers only hiding for a product an order names, and shows the API’s refusal if it is asked anyway', async () => {
    const catalogue = [product('honey-jar', 'Honey Jar', { inOrders: true })];
    ownersApi(catalogue);
    const { unmount } = renderAt('/admin/products/honey-jar');
    const shelf = within(await screen.findByRole('region', { name: 'On the store' }));
    expect(shelf.getByText(ONLY_HIDDEN)).toBeVisible();
    expect(shelf.queryByRole('button', { name: 'Delete product' })).not.toBeInTheDocument();
    unmount();

    // An order placed while the page was open: the page still offers Delete, and the API refuses it.
    apiMock.mockImplementation(async (request) =>
      request.method === 'GET'
        ? Response.json([{ ...catalogue[0]!, inOrders: false }])
        : Response.json(
            {
              error: 'Honey Jar cannot be deleted because orders name it. Hide it instead to take it off the store.',
              statusCode: 409,
            },
            { status: 409 },
          ),
    );
    renderAt('/admin/products/honey-jar');
    const open = within(await screen.findByRole('region', { name: 'On the store' }));
    await userEvent.click(open.getByRole('button', { name: 'Delete product' }));
    await userEvent.click(open.getByRole('button', { name: 'Delete for good' }));
    expect(await open.findByRole('alert')).toHaveTextContent(
      'Honey Jar cannot be deleted because orders name it. Hide it instead to take it off the store.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Honey Jar' })).toBeVisible();
  }, 20_000);
});
