/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { Column } from '@react-email/column';
import { Hr } from '@react-email/hr';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatRupees } from '@mitti/shared/money';
import type { OrderFacts } from '../mail-facts';
import { useMailWords } from './mail-language';
import { Subheading, TYPED_NOTE_MAX, typedLine } from './mail-layout';
import { styles } from './mail-styles';

const rupees = (paise: number) => formatRupees(paise / 100);

function AmountRow({ label, paise, bold = false }: { label: string; paise: number | string; bold?: boolean }) {
  const amount = typeof paise === 'string' ? paise : rupees(paise);
  return (
    <Row>
      <Column style={bold ? { ...styles.cell, ...styles.total } : styles.cell}>{label}</Column>
      <Column style={bold ? { ...styles.amount, ...styles.total } : styles.amount}>{amount}</Column>
    </Row>
  );
}

/** The order's number, date, lines and totals, as the confirmation page shows them. */
export function OrderSummary({ order }: { order: OrderFacts }) {
  const words = useMailWords();
  return (
    <Section>
      <Subheading>{words.orderHeading(order.number)}</Subheading>
      <Text style={styles.muted}>
        {words.placed(words.dateTime(order.placedAt), words.paymentMethod(order.paymentMethod))}
      </Text>
      {order.lines.map((line, index) => (
        <AmountRow key={index} label={`${line.name} × ${line.quantity}`} paise={line.pricePaise * line.quantity} />
      ))}
      <Hr style={styles.hr} />
      <AmountRow label={words.subtotal} paise={order.subtotalPaise} />
      {order.lines.some((line) => !line.workshop) && (
        <AmountRow label={words.shipping} paise={order.shippingPaise === 0 ? words.free : order.shippingPaise} />
      )}
      {order.codFeePaise > 0 && <AmountRow label={words.codFee} paise={order.codFeePaise} />}
      <AmountRow label={words.total} paise={order.totalPaise} bold />
    </Section>
  );
}

/** Where the parcel goes. */
export function ShippingAddress({ order }: { order: OrderFacts }) {
  const address = order.shippingAddress;
  const words = useMailWords();
  if (!address) return null;
  return (
    <Section>
      <Subheading>{words.deliveringTo}</Subheading>
      <Text style={styles.text}>
        {typedLine(`${address.firstName} ${address.lastName}`)}
        <br />
        {typedLine(address.address, TYPED_NOTE_MAX)}
        <br />
        {typedLine(address.city)}, {typedLine(address.state)} {typedLine(address.zipCode)}
        <br />
        {typedLine(address.phone)}
      </Text>
    </Section>
  );
}
