import { WORKSHOP_DEFAULTS, type SpecWorkshop, type Words, type Workshop } from '@mitti/shared';
import { classSchedule } from '@mitti/shared/dates';
import { STATES_AND_TERRITORIES } from '@mitti/shared/delivery';
import type { WorkshopsText } from '../../words/words';

/** The workshops' words in the page's language (words.ts). */
type T = Words<WorkshopsText>;

/** The workshop's photos, in order: `imageUrls`, else the single `imageUrl`. */
export function imagesOf(workshop: Pick<Workshop, 'imageUrl' | 'imageUrls'>): string[] {
  const list = (workshop.imageUrls ?? []).filter(Boolean);
  if (list.length > 0) return list;
  return workshop.imageUrl ? [workshop.imageUrl] : [];
}

/** Alt text for the n-th (1-based) photo of a workshop. */
export function photoAlt(t: T, name: string, n: number): string {
  return t('{name} — photo {n}', { name, n });
}

export function isFullyBooked(workshop: Pick<Workshop, 'slotsAvailable'>): boolean {
  return !(workshop.slotsAvailable > 0);
}

/** SPEC: '{n} slots available' or 'Fully booked' ('1 slot available' reads as English). */
export function slotsLabel(t: T, workshop: Pick<Workshop, 'slotsAvailable'>): string {
  if (isFullyBooked(workshop)) return t('Fully booked');
  return workshop.slotsAvailable === 1
    ? t('1 slot available')
    : t('{n} slots available', { n: workshop.slotsAvailable });
}

/** SPEC section 9: a workshop without a time runs 10:00 AM - 1:00 PM. */
export function timeOf(workshop: Pick<SpecWorkshop, 'time'>): string {
  return workshop.time?.trim() || WORKSHOP_DEFAULTS.time;
}

/** SPEC section 9: a workshop without a duration lasts 60 minutes. */
export function durationOf(workshop: Pick<SpecWorkshop, 'duration'>): number {
  const { duration } = workshop;
  return typeof duration === 'number' && duration > 0 ? duration : WORKSHOP_DEFAULTS.duration;
}

export function durationLabel(t: T, minutes: number): string {
  return minutes === 1 ? t('1 minute') : t('{n} minutes', { n: minutes });
}

/** The workshop's id: `id`, or `_id` as older payloads carry it. */
export function workshopId(workshop: Pick<Workshop, 'id' | '_id'>): string {
  return workshop.id || workshop._id || '';
}

/** Start and end in India Standard Time (`classSchedule`), the SPEC's default time when the class has none. */
export function scheduleOf(workshop: Pick<SpecWorkshop, 'date' | 'time'>): { start: string; end?: string } {
  return classSchedule(workshop.date, timeOf(workshop));
}

/**
 * The town of a class's place, as its location names it last ('Mitti Studio, Indiranagar, Bengaluru' ->
 * 'Bengaluru'), or before the state it may end with ('Mitti Farm Kiln Yard, Alibaug, Maharashtra' -> 'Alibaug').
 */
export function townOf(location: string | undefined): string | null {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last) return null;
  return STATES_AND_TERRITORIES.includes(last) && parts.length > 1 ? parts.at(-2)! : last;
}

/** The towns the classes are held in, each once, in the order the list shows them. */
export function townsOf(workshops: readonly Pick<Workshop, 'location'>[]): string[] {
  return [...new Set(workshops.flatMap((workshop) => townOf(workshop.location) ?? []))];
}

/** 'Mumbai', 'Mumbai and Pune', 'Mumbai, Bengaluru and Pune'. */
export function listInWords(t: T, items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : t('{first} and {last}', { first: items.slice(0, -1).join(', '), last: items.at(-1)! });
}
