import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, readCookies } from '@mitti/shared';
import { contactAction } from './contact-action';
import {
  testApiForEachTest,
  type TestApiHandler,
  renderWithProviders,
} from '../../../../../shared/test/render-with-providers';
import { ContactPage } from '../contact-page';
import { json } from '../../../../../shared/test/test-api-server';
import { renderInHindi } from '../../../test/render-in-hindi';

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

  it('on a Hindi page: its words, its problems and its thank-you in Hindi (issue 57)', async () => {
    apiMock.mockResolvedValueOnce(json(201, { id: 'c-2' }));
    await renderInHindi(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'स्टूडियो आएँ' })).toHaveTextContent('खुलने का समय');
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('नाम ज़रूरी है अधिकतम 200 अक्षर');
    expect(screen.getByLabelText('फ़ोन (वैकल्पिक)')).toHaveAccessibleDescription('अधिकतम 40 अक्षर');
    await userEvent.type(screen.getByLabelText('नाम'), 'आशा');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@nowhere');
    await userEvent.type(screen.getByLabelText('संदेश'), 'नमस्ते');
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल सही नहीं है अधिकतम 320 अक्षर');
    await userEvent.clear(screen.getByLabelText('ईमेल'));
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'आपके संदेश के लिए धन्यवाद!हमें आपका संदेश मिल गया है, और हम 1-2 कार्यदिवसों में आपको जवाब देंगे।',
    );
  });
});

describe('the contact form posted without the app', () => {
  const server = testApiForEachTest();
  beforeEach(() => {
    server.answer(() => json(201, { id: 'c-3' }));
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
  });
  const post = (fields: Record<string, string>) =>
    contactAction({ form: new URLSearchParams(fields), cookies: readCookies(''), secure: false, apiHeaders: {} });

  it('goes back to the contact page it came from, and answers in its language', async () => {
    const hindi = await post({ name: '', email: 'asha', message: '', returnTo: '/hi/contact' });
    expect(hindi).toMatchObject({
      redirect: '/hi/contact',
      flash: {
        kind: 'error',
        text: 'नाम ज़रूरी है',
        errors: { name: 'नाम ज़रूरी है', email: 'ईमेल सही नहीं है', message: 'संदेश ज़रूरी है' },
      },
    });
    const sent = await post({ name: 'आशा', email: 'asha@example.in', message: 'नमस्ते', returnTo: '/hi/contact' });
    expect(sent).toEqual({
      redirect: '/hi/contact',
      flash: { kind: 'success', text: 'आपके संदेश के लिए धन्यवाद!', form: 'contact' },
    });
    const english = await post({ name: '', email: 'asha@example.in', message: 'Hello', returnTo: '/contact' });
    expect(english).toMatchObject({ redirect: '/contact', flash: { text: 'Name is required' } });
  });
});
