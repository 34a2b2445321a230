/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { WorkshopFacts } from '../mail-facts';
import { useMailWords } from './mail-language';
import { LinkedText, Subheading } from './mail-layout';
import { styles } from './mail-styles';

export interface BookingDetailsProps {
  workshops: WorkshopFacts[];
  /** What to bring, by workshop id (the class page's requirements). */
  whatToBring: Record<string, string[]>;
  ordersUrl: string;
}

/** Each booked class: when, where, with whom, what to bring; then the cancellation policy. */
export function BookingDetails({ workshops, whatToBring, ordersUrl }: BookingDetailsProps) {
  const words = useMailWords();
  return (
    <Section>
      {workshops.map((workshop) => (
        <Section key={workshop.id}>
          <Subheading>{workshop.name}</Subheading>
          <Text style={styles.text}>
            <strong>{words.classDate}</strong> {words.date(workshop.date)}
            <br />
            <strong>{words.classTime}</strong> {workshop.time}
            <br />
            <strong>{words.classPlace}</strong> {workshop.location}
            <br />
            <strong>{words.classInstructor}</strong> {workshop.instructor}
          </Text>
          {(whatToBring[workshop.id] ?? []).length > 0 && (
            <>
              <Text style={{ ...styles.text, margin: '0 0 4px' }}>
                <strong>{words.whatToBring}</strong>
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
      <Subheading>{words.cancellationPolicyHeading}</Subheading>
      <Text style={styles.text}>
        {words.cancellationPolicy} <LinkedText sentence={words.cancelFromOrders} href={ordersUrl} />
      </Text>
      <Text style={styles.muted}>{words.calendarAttached}</Text>
    </Section>
  );
}
