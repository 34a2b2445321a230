import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  configureApiClient,
  createAppStore,
  MemoryRouter,
  Provider,
  Route,
  Routes,
  type Workshop,
} from '@mitti/shared';
import { signedInAuth, testApiForEachTest, type TestApiHandler } from '../../../../shared/test/render-with-providers';
import WorkshopPage from './workshop-page';
import type { WorkshopBookings } from './admin-workshops-api';

const workshop = (overrides: Partial<Workshop> = {}): Workshop => ({
  id: 'wheel-throwing-for-beginners',
  _id: 'wheel-throwing-for-beginners',
  name: 'Wheel Throwing for Beginners',
  description: 'Centre, open and pull your first cylinders.',
  date: '2026-12-12',
  time: '10:00 AM - 1:00 PM',
  location: 'Mitti Studio, Bandra',
  instructor: 'Meera Iyer',
  price: 2500,
  slotsAvailable: 7,
  slotsTotal: 10,
  imageUrl: '',
  imageUrls: [],
  duration: 180,
  materials: 'Clay and tools',
  learn: [],
  agenda: [],
  included: [],
  requirements: [],
  ...overrides,
});

const bookings = (overrides: Partial<Workshop> = {}): WorkshopBookings => {
  const current = workshop(overrides);
  return {
    workshop: current,
    seatsBooked: current.slotsTotal - current.slotsAvailable,
    bookings: [
      {
        orderId: 'o-1',
        orderNumber: 'MS-2026-000042',
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+919876543210',
        seats: 2,
        orderStatus: 'confirmed',
        paymentStatus: 'paid',
        holdsSeats: true,
        createdAt: '2026-11-20T10:00:00Z',
      },
      {
        orderId: 'o-2',
        orderNumber: 'MS-2026-000043',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: null,
        seats: 1,
        orderStatus: 'pending',
        paymentStatus: 'pending',
        holdsSeats: true,
        createdAt: '2026-11-21T10:00:00Z',
      },
    ],
  };
};

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const renderClass = () =>
  render(
    <Provider store={createAppStore(signedInAuth())}>
      <MemoryRouter initialEntries={['/admin/workshops/wheel-throwing-for-beginners']}>
        <Routes>
          <Route path="/admin/workshops/:id" element={<WorkshopPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

describe('the owner’s class page', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('lists who booked, and saves seats, showing the API’s refusal below the seats booked', async () => {
    let total = 10;
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'PUT') {
        const wanted = (JSON.parse(request.body) as { slotsTotal: number }).slotsTotal;
        if (wanted < 3) {
          return Response.json(
            { error: '3 seats are already booked: seats cannot go below that.', statusCode: 409 },
            { status: 409 },
          );
        }
        total = wanted;
        return Response.json(workshop({ slotsTotal: total, slotsAvailable: total - 3 }));
      }
      return Response.json(bookings({ slotsTotal: total, slotsAvailable: total - 3 }));
    });
    renderClass();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheel Throwing for Beginners' })).toBeVisible();
    expect(screen.getByTestId('seats-booked')).toHaveTextContent('3 of 10 seats booked');
    const rows = within(screen.getByRole('region', { name: 'Bookings' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('MS-2026-000042');
    expect(rows[1]).toHaveTextContent('asha@example.in');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Ravi Kumar');

    const seats = within(screen.getByRole('form', { name: 'Seats' }));
    await userEvent.clear(seats.getByLabelText('Seats in all'));
    await userEvent.type(seats.getByLabelText('Seats in all'), '2');
    await userEvent.click(seats.getByRole('button', { name: 'Save seats' }));
    expect(await seats.findByRole('alert')).toHaveTextContent(
      '3 seats are already booked: seats cannot go below that.',
    );

    await userEvent.clear(seats.getByLabelText('Seats in all'));
    await userEvent.type(seats.getByLabelText('Seats in all'), '12');
    await userEvent.click(seats.getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('Seats saved: 9 of 12 open.')).toBeVisible();
    expect(await screen.findByText('3 of 12 seats booked')).toBeVisible();
    const put = apiMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'PUT');
    expect(put.map((request) => JSON.parse(request.body))).toEqual([{ slotsTotal: 2 }, { slotsTotal: 12 }]);
    expect(put[0]?.path).toBe('/api/admin/workshops/wheel-throwing-for-beginners/seats');
    expect(put[0]?.headers.authorization).toBe('Bearer owner-token');
  }, 15_000);

  it('adds another date of the class and links to it', async () => {
    apiMock.mockImplementation(async (request) =>
      request.method === 'POST'
        ? Response.json(
            workshop({ id: 'wheel-throwing-for-beginners-2027-01-09', date: '2027-01-09', slotsTotal: 8 }),
            { status: 201 },
          )
        : Response.json(bookings()),
    );
    renderClass();
    const form = within(await screen.findByRole('form', { name: 'Add a date' }));
    await userEvent.type(form.getByLabelText('Date'), '2027-01-09');
    await userEvent.clear(form.getByLabelText('Seats'));
    await userEvent.type(form.getByLabelText('Seats'), '8');
    await userEvent.click(form.getByRole('button', { name: 'Add date' }));
    const added = await form.findByRole('status');
    expect(added).toHaveTextContent('8 seats');
    expect(within(added).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/workshops/wheel-throwing-for-beginners-2027-01-09',
    );
    const post = apiMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({ date: '2027-01-09', time: '10:00 AM - 1:00 PM', slotsTotal: 8 });
  }, 15_000);

  it('gives the class a Hindi name, leaves its description for the English, and shows the API’s refusal', async () => {
    let hindi = { nameHi: null as string | null, descriptionHi: 'पुराना विवरण' as string | null };
    apiMock.mockImplementation(async (request) => {
      if (request.method !== 'PUT') return Response.json(bookings(hindi));
      const input = JSON.parse(request.body) as typeof hindi;
      if ((input.nameHi ?? '').length > 120) {
        return Response.json(
          { error: 'Name in Hindi can be at most 120 characters.', statusCode: 400 },
          { status: 400 },
        );
      }
      hindi = input;
      return Response.json(workshop(hindi));
    });
    renderClass();
    const form = within(await screen.findByRole('form', { name: 'In Hindi' }));
    expect(form.getByLabelText('Description in Hindi')).toHaveValue('पुराना विवरण');
    expect(form.getByLabelText('Name in Hindi')).toHaveAttribute('lang', 'hi');

    await userEvent.type(form.getByLabelText('Name in Hindi'), 'च'.repeat(121));
    await userEvent.click(form.getByRole('button', { name: 'Save Hindi' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Name in Hindi can be at most 120 characters.');

    await userEvent.clear(form.getByLabelText('Name in Hindi'));
    await userEvent.type(form.getByLabelText('Name in Hindi'), ' चाक पर पहली बार 🏺 ');
    await userEvent.clear(form.getByLabelText('Description in Hindi'));
    await userEvent.click(form.getByRole('button', { name: 'Save Hindi' }));
    expect(await form.findByRole('status')).toHaveTextContent('Saved. The Hindi workshops pages show it now.');
    const put = apiMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'PUT');
    expect(put.at(-1)?.path).toBe('/api/admin/workshops/wheel-throwing-for-beginners/hindi');
    expect(JSON.parse(put.at(-1)!.body)).toEqual({ nameHi: 'चाक पर पहली बार 🏺', descriptionHi: null });
  }, 15_000);
});
