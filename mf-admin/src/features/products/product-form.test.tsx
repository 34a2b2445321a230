import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, createAppStore, MemoryRouter, Provider, Route, Routes } from '@mitti/shared';
import { signedInAuth, testApiForEachTest, type TestApiHandler } from '../../../../shared/test/render-with-providers';
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
const OPTIONAL = ['Tags', 'Capacity (ml)', 'Firing temperature (°C)'];

/** Issue 53 item 5: the owner sees which fields a new product needs before a save is refused. */
describe('the owner’s new product form', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
    apiMock.mockImplementation(async () => Response.json([]));
  });

  it('marks each required field with a visible * that a legend explains, and as required to assistive technology', async () => {
    render(
      <Provider store={createAppStore(signedInAuth())}>
        <MemoryRouter initialEntries={['/admin/products/new']}>
          <Routes>
            <Route path="/admin/products/:id" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
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
