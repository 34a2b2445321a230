/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { bookedWorkshops, hasProducts, type OrderFacts } from '../mail-facts';
import type { MailLinks } from '../mail-links';
import { BookingDetails } from './booking-details';
import { useMailWords } from './mail-language';
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

function InvoiceNote({ attached }: { attached: boolean }) {
  const words = useMailWords();
  return attached ? <Note>{words.invoiceAttached}</Note> : null;
}

/** An online payment went through for an order with pieces to ship. */
export function OrderConfirmation(props: OrderMailProps) {
  const { order, links } = props;
  const words = useMailWords();
  return (
    <MailLayout preview={words.orderConfirmedPreview(order.number)} heading={words.orderConfirmedHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.orderConfirmedText}</Paragraph>
      <ProductsAndClasses {...props} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>{words.viewMyOrders}</ActionButton>
    </MailLayout>
  );
}

/** A paid booking of one or more classes (nothing to ship). */
export function BookingConfirmation(props: OrderMailProps) {
  const { order, links } = props;
  const words = useMailWords();
  const workshops = bookedWorkshops(order);
  return (
    <MailLayout preview={words.bookedPreview(workshops[0]?.name)} heading={words.bookedHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.bookedText(workshops.map((workshop) => workshop.name))}</Paragraph>
      <ProductsAndClasses {...props} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>{words.viewMyBookings}</ActionButton>
    </MailLayout>
  );
}

/** A payment attempt failed (not one the shopper cancelled): what happened and a way to pay again. */
export function PaymentFailed({ order, links, failureCode }: OrderMailProps & { failureCode: string }) {
  const words = useMailWords();
  const copy = words.paymentFailure(failureCode);
  return (
    <MailLayout preview={words.paymentFailedSubject(order.number)} heading={copy.title}>
      <Greeting name={order.customerName} />
      <Paragraph>
        {words.paymentNotTaken(order.number)} {copy.message} {copy.suggestion}
      </Paragraph>
      <Paragraph>{words.nothingCharged}</Paragraph>
      <ActionButton href={links.retryPayment(order.id)}>{words.tryAgain}</ActionButton>
      <OrderSummary order={order} />
    </MailLayout>
  );
}

/** A cash-on-delivery order was placed: the studio calls to confirm it before packing. */
export function CodReceived({ order, links, confirmHours }: OrderMailProps & { confirmHours: number }) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.codReceivedPreview(order.number)} heading={words.codReceivedHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.codReceivedText(typedLine(order.shippingAddress?.phone), confirmHours)}</Paragraph>
      <OrderSummary order={order} />
      <ShippingAddress order={order} />
      <ActionButton href={links.orders}>{words.viewMyOrders}</ActionButton>
    </MailLayout>
  );
}

/** The studio confirmed a cash-on-delivery order (after its call): the shopper confirmed nothing themselves. */
export function CodConfirmed(props: OrderMailProps) {
  const { order, links } = props;
  const words = useMailWords();
  return (
    <MailLayout preview={words.orderConfirmedPreview(order.number)} heading={words.codConfirmedHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.codConfirmedText(order.number)}</Paragraph>
      <OrderSummary order={order} />
      <ShippingAddress order={order} />
      <InvoiceNote attached={props.invoiceAttached} />
      <ActionButton href={links.orders}>{words.viewMyOrders}</ActionButton>
    </MailLayout>
  );
}
