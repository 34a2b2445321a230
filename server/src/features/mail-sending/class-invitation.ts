import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { classSchedule } from '@mitti/shared/dates';
import type { WorkshopFacts } from '../mail/mail-facts';
import type { MailWords } from '../mail/mail-words';

export interface InvitationInput {
  orderId: string;
  workshops: WorkshopFacts[];
  organizer: { name: string; address: string };
  attendee: { name: string; address: string };
  whatToBring: Record<string, string[]>;
  /** The booking mail's words, in its language (decision 106): the invitation says what the mail says. */
  words: Pick<MailWords, 'classInstructor' | 'whatToBring' | 'cancellationPolicy'>;
}

/** A day with no readable time: an all-day event on that day. */
function dayOf(date: string): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function event(workshop: WorkshopFacts, input: InvitationInput): EventAttributes {
  const schedule = classSchedule(workshop.date, workshop.time);
  const timed = schedule.start.includes('T');
  const bring = input.whatToBring[workshop.id] ?? [];
  const { words } = input;
  const description = [
    `${words.classInstructor} ${workshop.instructor}`,
    ...(bring.length ? [`${words.whatToBring}:`, ...bring.map((item) => `- ${item}`)] : []),
    words.cancellationPolicy,
  ].join('\n');
  return {
    // Stable per booking and class: a calendar that already has it updates the entry instead of adding another.
    uid: `${input.orderId}-${workshop.id}@mittistudio.in`,
    title: workshop.name,
    location: workshop.location,
    description,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: input.organizer.name, email: input.organizer.address },
    attendees: [
      { name: input.attendee.name || undefined, email: input.attendee.address, rsvp: false, partstat: 'ACCEPTED' },
    ],
    ...(timed
      ? {
          start: Date.parse(schedule.start),
          startInputType: 'utc',
          startOutputType: 'utc',
          ...(schedule.end
            ? { end: Date.parse(schedule.end), endInputType: 'utc', endOutputType: 'utc' }
            : { duration: { minutes: workshop.durationMinutes } }),
        }
      : { start: dayOf(workshop.date), duration: { days: 1 } }),
  } as EventAttributes;
}

/** The booking's classes as one iCalendar invitation (METHOD:REQUEST), times in UTC from India's clock. */
export function classInvitation(input: InvitationInput): string {
  const { error, value } = createEvents(
    input.workshops.map((workshop) => event(workshop, input)),
    { method: 'REQUEST', productId: 'mitti-studio/shop', calName: 'Mitti Studio' },
  );
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}
