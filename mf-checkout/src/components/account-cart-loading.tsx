import { useWords } from '../words/words';

/** A signed-in shopper's cart on its way from their account: shown instead of an empty cart it is not. */
export function AccountCartLoading({ title }: { title: string }) {
  const t = useWords();
  return (
    <div className="page" lang={t.lang}>
      <h1 className="page__title">{title}</h1>
      <div className="checkout-card checkout-status">
        <p className="page-status" role="status">
          {t('Loading your cart...')}
        </p>
      </div>
    </div>
  );
}
