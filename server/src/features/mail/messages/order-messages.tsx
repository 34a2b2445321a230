/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { DISPATCH_WITHIN } from '@mitti/shared/delivery';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { bookedWorkshops, hasProducts, type OrderFacts } from '../mail-facts';
import type { MailLinks } from '../mail-links';
import { BookingDetails } from './booking-details';
import { ActionButton, Greeting, MailLayout, Note, Paragraph, typedLine } from './mail-layout';
import { OrderSummary, ShippingAddress } from './order-summary';

export interface OrderMailProps {
  order: OrderFacts;
  links: MailLinks;
  /** What to bring to each booked class, by workshop id. */
  whatToBring: Record<string, string[]>;
  /** The GST invoice travels with the message. */
  invoiceAttached: boolean;
}

function ProductsAndClasses({ order, links, whatToBring }: OrderMailProps) {
  const workshops = bookedWorkshops(order);
  return (
    <>
      <OrderSummary order={order} />
      {hasProducts(order) && <ShippingAddress order={order} />}
      {workshops.length > 0 && (
        <BookingDetails workshops={workshops} whatToBring={whatToBring} ordersUrl={links.orders} />
      )}
    </>
  );
}

const InvoiceNote = ({ attached }: { attached: boolean }) =>
  attached ? <Note>Your GST invoice is attached as a PDF; it can also be downloaded from your orders.</Note> : null;

/** An online payment went through for an order with pieces to ship. */
export function OrderConfirmation(props: OrderMailProps) {
  const { order, links } = props;
  return (
    <MailLayout preview={`Order ${order.number} is confirmed`} heading="Thank you for your order">
      <Greeting name={order.customerName} />
      <Paragraph>
        Your payment was received and your order is confirmed. We pack every piece by hand and ship within{' '}
        {DISPATCH_WITHIN}; you will hear from us when it leaves the studio.
      </Paragraph>
      <ProductsAndClasses {...props} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>View my orders</ActionButton>
    </MailLayout>
  );
}

/** 'the Glazing Masterclass', or 'the A and the B': each class by its name, whatever its kind (issue 53). */
const classNames = (order: OrderFacts) =>
  bookedWorkshops(order)
    .map((workshop) => (/^the /i.test(workshop.name) ? workshop.name : `the ${workshop.name}`))
    .join(' and ') || 'your class';

/** A paid booking of one or more classes (nothing to ship). */
export function BookingConfirmation(props: OrderMailProps) {
  const { order, links } = props;
  return (
    <MailLayout preview={`You're booked: ${bookedWorkshops(order)[0]?.name ?? 'your class'}`} heading="You're booked">
      <Greeting name={order.customerName} />
      <Paragraph>
        Your payment was received and your place is kept. We look forward to seeing you for {classNames(order)}.
      </Paragraph>
      <ProductsAndClasses {...props} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>View my bookings</ActionButton>
    </MailLayout>
  );
}

/** A payment attempt failed (not one the shopper cancelled): what happened and a way to pay again. */
export function PaymentFailed({ order, links, failureCode }: OrderMailProps & { failureCode: string }) {
  const copy = paymentFailureCopy(failureCode);
  return (
    <MailLayout preview={`Payment for order ${order.number} did not go through`} heading={copy.title}>
      <Greeting name={order.customerName} />
      <Paragraph>
        We could not take the payment for order {order.number}. {copy.message} {copy.suggestion}
      </Paragraph>
      <Paragraph>Nothing was charged. Your order is kept, and you can pay for it again now.</Paragraph>
      <ActionButton href={links.retryPayment(order.id)}>Try again</ActionButton>
      <OrderSummary order={order} />
    </MailLayout>
  );
}

/** A cash-on-delivery order was placed: the studio calls to confirm it before packing. */
export function CodReceived({ order, links, confirmHours }: OrderMailProps & { confirmHours: number }) {
  return (
    <MailLayout preview={`We have received order ${order.number}`} heading="We have received your order">
      <Greeting name={order.customerName} />
      <Paragraph>
        Thank you for your cash-on-delivery order. We will call you on{' '}
        {typedLine(order.shippingAddress?.phone) || 'your phone'} to confirm it before we pack it; your pieces are held
        for you for {confirmHours} hours. You pay when the parcel arrives.
      </Paragraph>
      <OrderSummary order={order} />
      <ShippingAddress order={order} />
      <ActionButton href={links.orders}>View my orders</ActionButton>
    </MailLayout>
  );
}

/** The studio confirmed a cash-on-delivery order (after its call): the shopper confirmed nothing themselves. */
export function CodConfirmed(props: OrderMailProps) {
  const { order, links } = props;
  return (
    <MailLayout preview={`Order ${order.number} is confirmed`} heading="Your order is confirmed">
      <Greeting name={order.customerName} />
      <Paragraph>
        We have confirmed your cash-on-delivery order {order.number}: it is being packed and ships within{' '}
        {DISPATCH_WITHIN}. Please keep the total ready in cash when it arrives.
      </Paragraph>
      <OrderSummary order={order} />
      <ShippingAddress order={order} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>View my orders</ActionButton>
    </MailLayout>
  );
}
