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
import { useWords } from '../../words/words';
import '../../components/account.css';
import './wishlist.css';

function WishlistPage() {
  const t = useWords();
  usePageTitle(t('My Wishlist'), t('The Mitti Studio pieces you have saved for later.'));
  const items = useAppSelector(selectWishlistItems);
  const loading = useAppSelector(selectWishlistLoading);
  const stock = useProductStock(items.length);
  return (
    <div className="page account-page account-page--wide" lang={t.lang}>
      <h1 className="page__title">{t('My Wishlist')}</h1>
      {loading ? (
        <p className="account-state" role="status">
          {t('Loading your wishlist...')}
        </p>
      ) : items.length === 0 ? (
        <div className="account-state">
          <p className="account-state__title">{t('Your wishlist is empty')}</p>
          <p>{t("Looks like you haven't saved any favorites yet.")}</p>
          <Link to={paths.store()} className="button button--primary">
            {t('Continue Shopping')}
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
