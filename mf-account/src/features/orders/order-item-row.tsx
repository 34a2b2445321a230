import { lazy, Suspense, useState } from 'react';
import { formatDateIndia, formatRupees, type OrderItem } from '@mitti/shared';
import { useWords } from '../../words/words';

function ItemImage({ item }: { item: OrderItem }) {
  const [failed, setFailed] = useState(false);
  if (!item.imageUrl || failed) {
    return <div className="account-item__image account-item__image--placeholder" aria-hidden="true" />;
  }
  return (
    <img className="account-item__image" src={item.imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
  );
}

/** `reviewable`: the piece was delivered, so the shopper may review it (decision 029). */
// Its own chunk, fetched when an order has been delivered: the orders page itself stays within its budget.
const ReviewAction = lazy(() => import('../reviews/review-action'));

export function OrderItemRow({ item, reviewable = false }: { item: OrderItem; reviewable?: boolean }) {
  const t = useWords();
  const details = item.workshopDetails;
  return (
    <li className="account-item">
      <ItemImage item={item} />
      <div className="account-item__body">
        <p className="account-item__name" lang={t.en}>
          {item.name}
        </p>
        <p className="account-item__meta">
          {t('Quantity: {quantity} × {price}', { quantity: item.quantity, price: formatRupees(item.price) })}
        </p>
        {details && (
          <p className="account-item__meta">
            {t('Workshop on {date}', { date: (t.date ?? formatDateIndia)(details.date) })}
            {details.time ? `, ${details.time}` : ''}
            {details.instructor ? ` · ${t('Instructor: {name}', { name: details.instructor })}` : ''}
          </p>
        )}
      </div>
      <p className="account-item__total">{formatRupees(item.price * item.quantity)}</p>
      {/* A row of its own, the card's full width: beside the photo and total it was squeezed (issue 33). */}
      {reviewable && (
        <div className="account-item__review">
          <Suspense fallback={null}>
            <ReviewAction productId={item.id} productName={item.name} />
          </Suspense>
        </div>
      )}
    </li>
  );
}
