import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

const NEUTRAL = 'If an account exists with this email, a password reset link will be sent.';

/** Decision 071: the reset page asks the shop's API, which mails the link itself. */
describe('ResetPasswordPage', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
  });

  const renderPage = () =>
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', otherRoutes: ['/login'] });

  it('asks for the address without calling the API', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('posts the address to the shop, shows the same words for any address, and returns to sign in after 5 s', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ message: NEUTRAL }));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), ' asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${NEUTRAL} Returning to sign in...`);
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/password-reset' });
    expect(JSON.parse(request.body)).toEqual({ email: 'asha@example.in' });
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    expect(await screen.findByText('Page /login', {}, { timeout: 7000 })).toBeInTheDocument();
  }, 15_000);

  it("says an address the shop refuses is not one, in SPEC's words", async () => {
    apiMock.mockResolvedValueOnce(
      Response.json({ error: 'Invalid email address format', statusCode: 400 }, { status: 400 }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address format');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address format');
  });

  it('says a failed request failed, and a reached limit when to try again', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ error: 'Service unavailable', statusCode: 503 }, { status: 503 }));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');

    apiMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Too many requests. Please try again in a minute.', statusCode: 429 }), {
        status: 429,
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': '60',
          'Access-Control-Expose-Headers': 'Retry-After',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many requests: you have reached the limit. Please try again in a minute.',
      ),
    );
  });
});
