import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, signedIn, type User, MemoryRouter, Route, Routes, Provider } from '@mitti/shared';
import { installAuthProvider, signedOutProvider, type AuthProvider } from './auth-provider';
import { LoginPage } from './login-page';

vi.mock('../session/documents', () => ({ recordUserLogin: vi.fn(async () => undefined) }));

const user: User = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: null };

function renderLogin(provider: Partial<AuthProvider>, from?: string, signedInAlready = false) {
  installAuthProvider({ ...signedOutProvider, ...provider });
  const store = createAppStore();
  if (signedInAlready) store.dispatch(signedIn(user));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from: { pathname: from } } : null }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/orders" element={<p>Orders page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('LoginPage', () => {
  afterEach(() => installAuthProvider(signedOutProvider));

  it('asks for both fields, with the errors tied to the inputs', async () => {
    renderLogin({});
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('maps a wrong password to the SPEC message', async () => {
    const signInWithEmail = vi.fn(async () => {
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

  it('asks for the e-mail before sending a reset link', async () => {
    const sendPasswordReset = vi.fn(async () => undefined);
    renderLogin({ sendPasswordReset });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address to reset your password');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent! Check your inbox.');
  });

  it('sends a shopper who is already signed in home', () => {
    renderLogin({}, undefined, true);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
