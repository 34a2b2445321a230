import {
  selectWishlistItems,
  selectWishlistLoading,
  useAppSelector,
  usePageTitle,
  useProductStock,
  paths,
  type RemoteModules,
  Link,
} from '@mitti/shared';
import { WishlistCard } from './wishlist-card';
import '../../components/account.css';
import './wishlist.css';

function WishlistPage() {
  usePageTitle('My Wishlist', 'The Mitti Studio pieces you have saved for later.');
  const items = useAppSelector(selectWishlistItems);
  const loading = useAppSelector(selectWishlistLoading);
  const stock = useProductStock(items.length);
  return (
    <div className="page account-page account-page--wide">
      <h1 className="page__title">My Wishlist</h1>
      {loading ? (
        <p className="account-state" role="status">
          Loading your wishlist...
        </p>
      ) : items.length === 0 ? (
        <div className="account-state">
          <p className="account-state__title">Your wishlist is empty</p>
          <p>Looks like you haven't saved any favorites yet.</p>
          <Link to={paths.store()} className="button button--primary">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <ul className="account-wishlist">
          {items.map((item) => (
            <WishlistCard key={item.id} item={item} stock={stock[item.id]} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default WishlistPage satisfies RemoteModules['account/WishlistPage'];
