/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { formatDateIndia } from '@mitti/shared/dates';
import { formatRupees } from '@mitti/shared/money';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { bookedWorkshops, type OrderFacts } from '../mail-facts';
import { MailLayout, Paragraph, typedLine } from './mail-layout';
import { OrderSummary, ShippingAddress } from './order-summary';

/** Who placed the order, as they typed their name (typedLine), or 'A shopper'. */
const customerOf = (order: OrderFacts) => typedLine(order.customerName) || 'A shopper';

/** The studio's alert for an order to pack: a paid one, or a cash-on-delivery one to call and confirm. */
export function NewOrderAlert({ order }: { order: OrderFacts }) {
  const cod = order.paymentMethod === CASH_ON_DELIVERY;
  return (
    <MailLayout preview={`${order.number}: ${formatRupees(order.totalPaise / 100)}`} heading="A new order">
      <Paragraph>
        {cod
          ? `${customerOf(order)} placed a cash-on-delivery order: call them to confirm it.`
          : `${customerOf(order)} paid for an order: it is ready to pack.`}
      </Paragraph>
      <OrderSummary order={order} />
      <ShippingAddress order={order} />
    </MailLayout>
  );
}

/** The studio's alert for a paid class booking. */
export function NewBookingAlert({ order }: { order: OrderFacts }) {
  return (
    <MailLayout preview={`${order.number}: ${bookedWorkshops(order)[0]?.name ?? 'a class'}`} heading="A new booking">
      <Paragraph>{customerOf(order)} booked and paid for:</Paragraph>
      <ul>
        {bookedWorkshops(order).map((workshop) => (
          <li key={workshop.id}>
            {workshop.name}, {formatDateIndia(workshop.date)}, {workshop.time}
          </li>
        ))}
      </ul>
      <OrderSummary order={order} />
    </MailLayout>
  );
}
