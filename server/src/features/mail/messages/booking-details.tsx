/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatDateIndia } from '@mitti/shared/dates';
import { FULL_REFUND_DAYS, HALF_REFUND_DAYS } from '../../workshops/refund-policy';
import type { WorkshopFacts } from '../mail-facts';
import { Subheading, TextLink } from './mail-layout';
import { styles } from './mail-styles';

export interface BookingDetailsProps {
  workshops: WorkshopFacts[];
  /** What to bring, by workshop id (the class page's requirements). */
  whatToBring: Record<string, string[]>;
  ordersUrl: string;
}

/** SPEC section 9's policy, written from the rule the API refunds by (refund-policy.ts). */
export const CANCELLATION_POLICY = `Cancel ${FULL_REFUND_DAYS} or more days before the class for a full refund, ${HALF_REFUND_DAYS} to ${FULL_REFUND_DAYS - 1} days before for a 50% refund; under ${HALF_REFUND_DAYS} days before, the fee is not refunded.`;

/** Each booked class: when, where, with whom, what to bring; then the cancellation policy. */
export function BookingDetails({ workshops, whatToBring, ordersUrl }: BookingDetailsProps) {
  return (
    <Section>
      {workshops.map((workshop) => (
        <Section key={workshop.id}>
          <Subheading>{workshop.name}</Subheading>
          <Text style={styles.text}>
            <strong>Date:</strong> {formatDateIndia(workshop.date)}
            <br />
            <strong>Time:</strong> {workshop.time}
            <br />
            <strong>Place:</strong> {workshop.location}
            <br />
            <strong>Instructor:</strong> {workshop.instructor}
          </Text>
          {(whatToBring[workshop.id] ?? []).length > 0 && (
            <>
              <Text style={{ ...styles.text, margin: '0 0 4px' }}>
                <strong>What to bring and know</strong>
              </Text>
              <ul style={{ margin: '0 0 12px', paddingLeft: '20px' }}>
                {(whatToBring[workshop.id] ?? []).map((item) => (
                  <li key={item} style={{ ...styles.text, margin: '0 0 4px' }}>
                    {item}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      ))}
      <Subheading>Cancellation policy</Subheading>
      <Text style={styles.text}>
        {CANCELLATION_POLICY} You can cancel from <TextLink href={ordersUrl}>your orders</TextLink>.
      </Text>
      <Text style={styles.muted}>The calendar invitation attached adds the class to your calendar.</Text>
    </Section>
  );
}
