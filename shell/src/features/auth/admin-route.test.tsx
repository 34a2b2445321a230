import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { createAppStore, MemoryRouter, Provider, Route, Routes, type RootState } from '@mitti/shared';
import { signedInAuth, testUser } from '../../../../shared/test/render-with-providers';
import { AdminRoute } from './admin-route';
import { installAuthProvider, signedOutProvider } from './auth-provider';

const tokenWith = (claims: object) =>
  ['e30', btoa(JSON.stringify({ sub: testUser.uid, ...claims })).replace(/=+$/, ''), 'sig'].join('.');

function renderAdmin(auth: Pick<RootState, 'auth'>, token: string | null) {
  installAuthProvider({ ...signedOutProvider, getIdToken: async () => token });
  render(
    <Provider store={createAppStore(auth)}>
      <MemoryRouter initialEntries={['/admin/orders']}>
        <Routes>
          <Route element={<AdminRoute />}>
            <Route path="/admin/orders" element={<h1>Owner orders</h1>} />
          </Route>
          <Route path="/login" element={<h1>Sign in page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('AdminRoute', () => {
  afterEach(() => installAuthProvider(signedOutProvider));

  it('lets an account whose token carries the admin claim through', async () => {
    renderAdmin(signedInAuth(), tokenWith({ admin: true }));
    expect(await screen.findByRole('heading', { name: 'Owner orders' })).toBeInTheDocument();
  });

  it('tells any other account it is not allowed, without rendering the owner’s page', async () => {
    renderAdmin(signedInAuth(), tokenWith({ admin: 'yes' }));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are signed in as asha@example.in, which is not an owner account./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Owner orders' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    renderAdmin({ auth: { user: null, hasToken: false, status: 'signed-out', error: null } }, null);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });
});
