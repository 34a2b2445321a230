import { usePageTitle, type RemoteModules } from '@mitti/shared';

function WishlistPage() {
  usePageTitle('My Wishlist');
  return (
    <div className="page">
      <h1 className="page__title">My Wishlist</h1>
      <p>Your wishlist is empty</p>
    </div>
  );
}

export default WishlistPage satisfies RemoteModules['account/WishlistPage'];
