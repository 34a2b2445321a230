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
import { EmailLinkLoginPage } from './email-link-login-page';
import { EMAIL_FOR_SIGN_IN_KEY } from './email-link-storage';
import { renderInHindi } from '../../test/render-in-hindi';

/** Decision 071: the sign-in-link page asks the shop's API, which mails the link itself. */
describe('EmailLinkLoginPage', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
    window.localStorage.clear();
  });

  const renderPage = () => renderWithProviders(<EmailLinkLoginPage />, { route: '/email-link-login' });

  it('asks for the address without calling the API', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('asks the shop to mail the link, keeps the address for the link, and says where it went', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ message: 'A sign-in link is on its way to this address.' }));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a sign-in link to asha@example.in. Open it on this device to sign in.',
    );
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-link' });
    // Only the address: where the link returns is the shop's configured origin, not the page's.
    expect(JSON.parse(request.body)).toEqual({ email: 'asha@example.in' });
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBe('asha@example.in');
  });

  it('on a Hindi page: asks, sends and says where the link went in Hindi (issue 57)', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ message: 'A sign-in link is on its way to this address.' }));
    await renderInHindi(<EmailLinkLoginPage />, { route: '/email-link-login' });
    expect(screen.getByRole('heading', { level: 1, name: 'ईमेल लिंक से साइन इन करें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन लिंक भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना ईमेल पता डालें।');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन लिंक भेजें' }));
    expect(await screen.findByRole('heading', { name: 'अपना ईमेल देखें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'हमने asha@example.in पर साइन इन लिंक भेजा है। साइन इन करने के लिए इसे इसी डिवाइस पर खोलें।',
    );
  });

  it("says an address the shop refuses is not one, in SPEC's words, and keeps nothing", async () => {
    apiMock.mockResolvedValueOnce(
      Response.json({ error: 'Invalid email address format', statusCode: 400 }, { status: 400 }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address format');
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('says a failed request failed', async () => {
    apiMock.mockResolvedValueOnce(
      Response.json({ error: 'Something went wrong on our side.', statusCode: 500 }, { status: 500 }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send login link. Please try again.');
    expect(screen.getByRole('button', { name: 'Send Login Link' })).toBeEnabled();
  });
});
