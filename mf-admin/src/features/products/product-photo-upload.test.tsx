import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, type Product } from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import { DRAWINGS_BACK, PHOTO_TOO_LARGE, PHOTO_UPLOADED, ProductPhotoUpload } from './product-photo-upload';

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const vase = {
  id: 'terracotta-bud-vase',
  name: 'Terracotta Bud Vase',
  images: ['http://localhost:4000/images/products/terracotta-bud-vase-1.svg'],
  photos: [],
} as unknown as Product;

const renderUpload = () =>
  renderWithProviders(<ProductPhotoUpload product={vase} />, {
    preloadedState: signedInAuth(),
    route: '/admin/products/terracotta-bud-vase',
  });

describe('the owner’s photo upload', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('sends the chosen photo to the product’s photos and says it is on the store', async () => {
    apiMock.mockImplementation(async () => Response.json(vase, { status: 201 }));
    renderUpload();
    expect(screen.getByText('No photo yet: the store shows the drawings.')).toBeInTheDocument();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('New photo (JPEG, PNG or WebP, up to 20 MB)'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(PHOTO_UPLOADED)).toHaveAttribute('role', 'status');
    const [request] = apiMock.mock.calls[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/admin/products/terracotta-bud-vase/photos');
    expect(request.headers.authorization).toBe('Bearer owner-token');
    // The multipart body itself is checked in a real browser (e2e/tests/admin-photos.spec.ts): the test window's
    // FormData is Node's (for its fetch), which jsdom's XMLHttpRequest cannot encode.
  }, 15_000);

  it('shows the API’s refusal, and does not send a photo over 20 MB at all', async () => {
    apiMock.mockImplementation(async () =>
      Response.json({ error: 'The file is not a JPEG, PNG or WebP photo.' }, { status: 415 }),
    );
    renderUpload();
    const input = screen.getByLabelText('New photo (JPEG, PNG or WebP, up to 20 MB)');
    await userEvent.upload(input, new File(['notes'], 'notes.jpg', { type: 'image/jpeg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a JPEG, PNG or WebP photo.');

    apiMock.mockClear();
    const huge = new File([new Uint8Array(21 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, huge);
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(PHOTO_TOO_LARGE)).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  }, 15_000);

  it('removes a photo, and says the store shows the drawings again once none is left (issue 33)', async () => {
    const photo = {
      id: 'a'.repeat(64),
      src: 'http://localhost:4000/images/photos/a-960.jpg',
      width: 4000,
      height: 3000,
      sources: [{ type: 'image/jpeg' as const, srcset: 'http://localhost:4000/images/photos/a-960.jpg 960w' }],
    };
    apiMock.mockImplementation(async () => Response.json({ ...vase, photos: [] }));
    renderWithProviders(<ProductPhotoUpload product={{ ...vase, photos: [photo] }} />, {
      preloadedState: signedInAuth(),
      route: '/admin/products/terracotta-bud-vase',
    });
    expect(screen.getByText(/Remove them all to bring the drawings back/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText(DRAWINGS_BACK)).toHaveAttribute('role', 'status');
    const [request] = apiMock.mock.calls[0]!;
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe(`/api/admin/products/terracotta-bud-vase/photos/${'a'.repeat(64)}`);
  }, 15_000);
});
