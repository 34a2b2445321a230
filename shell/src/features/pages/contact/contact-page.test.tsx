import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import {
  testApiForEachTest,
  type TestApiHandler,
  renderWithProviders,
} from '../../../../../shared/test/render-with-providers';
import { ContactPage } from '../contact-page';
import { json } from '../../../../../shared/test/test-api-server';

async function fill(fields: Partial<Record<'Name' | 'Email' | 'Phone (optional)' | 'Message', string>>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}

describe('ContactPage', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
  });

  it('shows each required-field message, tied to its field, and sends nothing', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // Each field says its problem, then the longest value the shop takes (issue 33).
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required Up to 200 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required Up to 320 characters');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required Up to 5000 characters');
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Up to 40 characters');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill({ Name: 'Asha', Email: 'asha@nowhere', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid Up to 320 characters');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows sending, then the thank-you', async () => {
    let respond: (response: Response) => void = () => undefined;
    apiMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill({
      Name: 'Asha Rao',
      Email: 'asha@example.in',
      'Phone (optional)': '9820012345',
      Message: 'A custom set?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    respond(json(201, { id: 'c-1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message!');
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/contacts' });
    expect(JSON.parse(request.body)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9820012345',
      message: 'A custom set?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says so when sending fails, keeping what was typed', async () => {
    apiMock.mockResolvedValueOnce(json(500, { error: 'Something went wrong' }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill({ Name: 'Asha', Email: 'asha@example.in', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('shows the studio location', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('complementary', { name: 'Visit the studio' })).toHaveTextContent('Bandra West');
  });
});
