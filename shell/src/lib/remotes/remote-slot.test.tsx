import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

// The federation runtime is the network edge here: it stands in for a remote server that is down, then back.
const runtime = {
  loadRemote: jest.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
};
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => runtime);

const { registerRemotesFromManifest } = await import('./remote-registry');
const { RemoteSlot } = await import('./remote-slot');
const { RemoteUnavailableError } = await import('./remote-unavailable-error');

const manifest = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  workshops: 'http://localhost:3002/mf-manifest.json',
  checkout: 'http://localhost:3003/mf-manifest.json',
  account: 'http://localhost:3004/mf-manifest.json',
  admin: 'http://localhost:3005/mf-manifest.json',
};

describe('RemoteSlot', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerRemotesFromManifest(manifest);
  });

  it("registers every remote from the manifest by the remoteEntry.js beside each build's manifest (decision 129)", () => {
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'workshops', entry: 'http://localhost:3002/remoteEntry.js' },
      { name: 'checkout', entry: 'http://localhost:3003/remoteEntry.js' },
      { name: 'account', entry: 'http://localhost:3004/remoteEntry.js' },
      { name: 'admin', entry: 'http://localhost:3005/remoteEntry.js' },
    ]);
  });

  it('finds the entry of a build named from the site’s root, as behind nginx', () => {
    registerRemotesFromManifest({ ...manifest, catalog: '/remotes/catalog/mf-manifest.json' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ name: 'catalog', entry: `${window.location.origin}/remotes/catalog/remoteEntry.js` }]),
    );
  });

  it('renders the remote page once it has loaded', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Workshops</h1> });
    render(<RemoteSlot id="workshops/WorkshopsPage" />);
    expect(await screen.findByRole('heading', { name: 'Workshops' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('workshops/WorkshopsPage');
  });

  it('renders a module loaded before at once, without a loading state or another load', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Orders</h1> });
    const first = render(<RemoteSlot id="account/OrdersPage" />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    first.unmount();

    render(<RemoteSlot id="account/OrdersPage" />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that arrived while the slot was up (and its state) when the slot renders again', async () => {
    function Wishlist() {
      const [saved, setSaved] = useState(0);
      return <button onClick={() => setSaved((n) => n + 1)}>Saved {saved}</button>;
    }
    runtime.loadRemote.mockResolvedValue({ default: Wishlist });
    const view = render(<RemoteSlot id="account/WishlistPage" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Saved 0' }));
    view.rerender(<RemoteSlot id="account/WishlistPage" />);
    expect(screen.getByRole('button', { name: 'Saved 1' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote is down, and Retry loads it afresh', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    render(<RemoteSlot id="workshops/WorkshopPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is not available right now');

    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Workshops</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Workshops' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'workshops', entry: 'http://localhost:3002/remoteEntry.js?retry=1' }],
      { force: true },
    );
  });

  it("says a remote built for another version of the site is refused, as the runtime's hooks told it", async () => {
    runtime.loadRemote.mockRejectedValueOnce(
      new RemoteUnavailableError('account', new Error('refused'), 'incompatible'),
    );
    render(<RemoteSlot id="account/AccountPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('built for a different version of the site');
  });

  it('contains a remote that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('broken deploy');
      },
    });
    render(<RemoteSlot id="checkout/CartPage" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
