import { formatRupees, hasInvoice, InvoiceDownload, selectIsSignedIn, useAppSelector } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { PublicOrder } from '../../../lib/public-order';
import { ClassDetails, type BookedClass } from './class-details';
import { shownStatus, useWords, type CheckoutText } from '../../../words/words';

/**
 * Order number, date and time (en-IN), statuses, INR total, method, items, and where it goes: the town it
 * ships to (no name, street or phone), or for a class the date, time and place (a class is not shipped).
 */
export function ConfirmationOrderDetails({ order }: { order: PublicOrder }) {
  const t = useWords();
  const signedIn = useAppSelector(selectIsSignedIn);
  const place = order.shipsTo;
  const classes: BookedClass[] = (order.items ?? []).flatMap(({ name, workshopDetails }) =>
    workshopDetails ? [{ name, workshopDetails }] : [],
  );
  return (
    <>
      <dl className="checkout-details">
        <dt>{t('Order Number')}</dt>
        <dd>{order.orderNumber ?? order.id}</dd>
        <dt>{t('Date')}</dt>
        <dd>{formatDateTimeIndia(order.createdAt)}</dd>
        <dt>{t('Payment Status')}</dt>
        <dd>{t(shownStatus(order.paymentStatus ?? 'pending'))}</dd>
        <dt>{t('Order Status')}</dt>
        <dd>{t(shownStatus(order.orderStatus ?? 'Processing'))}</dd>
        <dt>{t('Total')}</dt>
        <dd>{formatRupees(order.totalAmount ?? 0)}</dd>
        {order.paymentMethod && (
          <>
            <dt>{t('Payment Method')}</dt>
            <dd>{t(order.paymentMethod as CheckoutText)}</dd>
          </>
        )}
      </dl>
      {order.failureReason && <p className="checkout-alert">{order.failureReason}</p>}
      {/* The invoice is its owner's (the API needs the token): offered once signed in, when it is due. */}
      {signedIn && hasInvoice(order) && (
        <div className="checkout-invoice">
          <InvoiceDownload order={order} words={[t('Download invoice'), t('Preparing invoice...')]} />
        </div>
      )}
      {classes.length > 0 && <ClassDetails classes={classes} />}
      {place && (
        <section aria-labelledby="checkout-confirmation-address">
          <h2 id="checkout-confirmation-address" className="checkout-card__title">
            {t('Shipping Address')}
          </h2>
          {/* The town only: this page needs no sign-in, and its link travels through the gateway. */}
          <address className="checkout-note" lang={t.en}>
            {place.city}, {place.state} {place.zipCode}
            <br />
            {place.country}
          </address>
        </section>
      )}
      {!!order.items?.length && (
        <section aria-labelledby="checkout-confirmation-items">
          <h2 id="checkout-confirmation-items" className="checkout-card__title">
            {t('Items')}
          </h2>
          <ul className="checkout-lines">
            {order.items.map((item, index) => (
              <li key={`${item.name}-${index}`} className="checkout-summary__row">
                <span>
                  {item.name} × {item.quantity} ({t(shownStatus(item.type ?? 'Product'))})
                </span>
                <span>{formatRupees(item.lineTotal ?? (item.price ?? 0) * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
