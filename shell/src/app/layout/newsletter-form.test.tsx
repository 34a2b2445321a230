import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, readCookies } from '@mitti/shared';
import { newsletterAction } from './newsletter-action';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import { NewsletterForm } from './newsletter-form';
import { json } from '../../../../shared/test/test-api-server';
import { renderInHindi } from '../../test/render-in-hindi';

/** The API both describes ask, answered as each test says. */
const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();
beforeEach(() => {
  apiMock.mockReset();
  server.answer(apiMock);
  configureApiClient({ baseUrl: server.url, getToken: async () => null });
});

describe('NewsletterForm', () => {
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

  it('on a Hindi page: its words, its refusal and its thanks in Hindi (issue 57)', async () => {
    apiMock.mockResolvedValueOnce(
      json(200, { message: 'Thank you! Please check your inbox to confirm your subscription.' }),
    );
    await renderInHindi(<NewsletterForm />);
    expect(screen.getByText('नई चीज़ें और कार्यशालाओं की तारीख़ें, महीने में लगभग एक बार।')).toBeVisible();
    expect(screen.getByLabelText('न्यूज़लेटर')).toHaveAttribute('placeholder', 'आपका ईमेल पता');
    await userEvent.type(screen.getByLabelText('न्यूज़लेटर'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सही ईमेल पता डालें।');
    await userEvent.type(screen.getByLabelText('न्यूज़लेटर'), 'example.in');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'धन्यवाद! अपनी सदस्यता पक्की करने के लिए कृपया अपना इनबॉक्स देखें।',
    );
  });
});

describe('the newsletter box posted without the app', () => {
  const post = (fields: Record<string, string>) =>
    newsletterAction({ form: new URLSearchParams(fields), cookies: readCookies(''), secure: false, apiHeaders: {} });

  it('goes back to the page it came from and answers in its language', async () => {
    expect(await post({ email: 'asha@', returnTo: '/hi/store' })).toEqual({
      redirect: '/hi/store',
      flash: { kind: 'error', text: 'कृपया सही ईमेल पता डालें।', form: 'newsletter', fields: { email: 'asha@' } },
    });
    apiMock.mockResolvedValueOnce(json(500, { error: 'Something went wrong on our side.' }));
    expect(await post({ email: 'asha@example.in', returnTo: '/hi/store' })).toMatchObject({
      flash: { kind: 'error', text: 'सदस्यता नहीं ली जा सकी। कृपया फिर से कोशिश करें।' },
    });
    apiMock.mockResolvedValueOnce(json(200, { message: 'ok' }));
    expect(await post({ email: 'asha@example.in', returnTo: '/store' })).toEqual({
      redirect: '/store',
      flash: {
        kind: 'success',
        text: 'Thank you! Please check your inbox to confirm your subscription.',
        form: 'newsletter',
      },
    });
  });
});
