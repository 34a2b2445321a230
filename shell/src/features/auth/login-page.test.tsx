import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@mitti/shared';
import { testApiForEachTest, type TestApiHandler } from '../../../../shared/test/render-with-providers';
import type { AuthProvider } from './auth-provider';

jest.unstable_mockModule('../session/documents', () => ({ recordUserLogin: jest.fn(async () => undefined) }));

const {
  configureApiClient,
  AUTH_EXPIRED_MESSAGE,
  authFailed,
  createAppStore,
  selectAuthError,
  signedIn,
  MemoryRouter,
  Route,
  Routes,
  Provider,
  PageLanguageContext,
} = await import('@mitti/shared');
const { createHindiTranslator } = await import('../../i18n/hindi-translator');
const { installAuthProvider, signedOutProvider } = await import('./auth-provider');
const { LoginPage } = await import('./login-page');
const { FORGOT_PASSWORD_NEUTRAL } = await import('./auth-errors');

const user: User = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: null };

function renderLogin(provider: Partial<AuthProvider>, from?: string, signedInAlready = false, authError?: string) {
  installAuthProvider({ ...signedOutProvider, ...provider });
  const store = createAppStore();
  if (signedInAlready) store.dispatch(signedIn(user));
  if (authError) store.dispatch(authFailed(authError));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from: { pathname: from } } : null }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/orders" element={<p>Orders page</p>} />
          <Route path="/register" element={<p>Register page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('LoginPage', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null });
  });
  afterEach(() => installAuthProvider(signedOutProvider));

  it('asks for both fields, with the errors tied to the inputs', async () => {
    renderLogin({});
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('maps a wrong password to the SPEC message', async () => {
    const signInWithEmail = jest.fn<AuthProvider['signInWithEmail']>(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
    });
    renderLogin({ signInWithEmail });
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password. Please try again.');
    expect(signInWithEmail).toHaveBeenCalledWith('asha@example.com', 'nope');
  });

  it('shows Signing In..., then returns to the protected page after 1.5 s', async () => {
    let finish: (value: User) => void = () => undefined;
    renderLogin({ signInWithEmail: () => new Promise<User>((resolve) => (finish = resolve)) }, '/orders');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Clay-pots-42!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    finish(user);
    expect(await screen.findByText('Signed in! Taking you back...')).toBeInTheDocument();
    expect(await screen.findByText('Orders page', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('asks for the e-mail, then asks the shop to mail the reset link (decision 071)', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ message: FORGOT_PASSWORD_NEUTRAL.message }));
    renderLogin({});
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address to reset your password');
    expect(apiMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), ' asha@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists with this email, a password reset link will be sent.',
    );
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/password-reset' });
    expect(JSON.parse(request.body)).toEqual({ email: 'asha@example.com' });
  });

  it('says when the reset request failed, and when the limit was reached', async () => {
    apiMock.mockResolvedValueOnce(Response.json({ error: 'Service unavailable', statusCode: 503 }, { status: 503 }));
    renderLogin({});
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');

    apiMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Too many requests. Please try again in a minute.', statusCode: 429 }), {
        status: 429,
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': '42',
          'Access-Control-Expose-Headers': 'Retry-After',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many requests: you have reached the limit. Please try again in 42 seconds.',
      ),
    );
  });

  it('keeps a failed sign-in as the stored auth error until it is dismissed', async () => {
    const signInWithEmail = jest.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' });
    });
    const store = renderLogin({ signInWithEmail });
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = 'Too many failed login attempts. Please try again later or reset your password.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(selectAuthError(store.getState())).toBe(message);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectAuthError(store.getState())).toBeNull();
  });

  it('shows the expired session the API client ended, clears it on the next attempt and when leaving', async () => {
    const store = renderLogin({}, '/orders', false, AUTH_EXPIRED_MESSAGE);
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication expired. Please sign in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(selectAuthError(store.getState())).toBeNull();

    act(() => void store.dispatch(authFailed(AUTH_EXPIRED_MESSAGE)));
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByText('Register page')).toBeInTheDocument();
    expect(selectAuthError(store.getState())).toBeNull();
  });

  it("on a Hindi page: its words, the wishlist's reason, its checks and the provider's refusal in Hindi (issue 57)", async () => {
    const signInWithEmail = jest.fn<AuthProvider['signInWithEmail']>(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
    });
    installAuthProvider({ ...signedOutProvider, signInWithEmail });
    render(
      <Provider store={createAppStore()}>
        <PageLanguageContext.Provider value={{ language: 'hi', translator: createHindiTranslator() }}>
          <MemoryRouter initialEntries={['/login?from=%2Fproduct%2Foat-bowl&reason=wishlist']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
            </Routes>
          </MemoryRouter>
        </PageLanguageContext.Provider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('पसंदीदा में चीज़ें जोड़ने के लिए कृपया साइन इन करें।');
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया ईमेल और पासवर्ड दोनों डालें');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।');
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toBeVisible();
  });

  it('sends a shopper who is already signed in home', () => {
    renderLogin({}, undefined, true);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
