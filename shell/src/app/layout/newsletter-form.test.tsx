import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import { NewsletterForm } from './newsletter-form';
import { json } from '../../../../shared/test/test-api-server';

describe('NewsletterForm', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
  });

  it('refuses an address that is not one, without calling the API', async () => {
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Newsletter'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Newsletter')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('subscribes and confirms', async () => {
    apiMock.mockResolvedValueOnce(
      json(200, { message: 'Thank you! Please check your inbox to confirm your subscription.' }),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Newsletter'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Please check your inbox to confirm your subscription.',
    );
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/newsletter' });
    expect(JSON.parse(request.body)).toEqual({ email: 'asha@example.in' });
  });

  it('says the limit was reached and when to try again, never that it failed', async () => {
    apiMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Too many requests. Please try again in a minute.', statusCode: 429 }), {
        status: 429,
        // As the API answers the shop's pages (server/src/plugins/cors-options.ts).
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': '42',
          'Access-Control-Expose-Headers': 'Retry-After',
        },
      }),
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Newsletter'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests: you have reached the limit. Please try again in 42 seconds.',
    );
  });

  it('says so when the subscription fails', async () => {
    apiMock.mockResolvedValueOnce(json(500, { error: 'Something went wrong on our side.' }));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Newsletter'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
  });
});
