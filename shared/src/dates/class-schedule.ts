/** '10:00 AM' as '10:00:00'; null when the clock cannot be read. */
function to24Hour(clock: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(clock.trim());
  if (!match) return null;
  const [, h = '0', m = '00', half = 'AM'] = match;
  const hour = (Number(h) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}:00`;
}

/**
 * A class's start and end as ISO date-times in India Standard Time, from its day ('2027-01-16') and its time
 * range as the studio writes it ('10:00 AM - 4:00 PM'); just the day when the time cannot be read. The class
 * page's structured data and the booking's calendar invitation both read it.
 */
export function classSchedule(date: string, time: string): { start: string; end?: string } {
  const [from = '', to = ''] = time.split(/\s+-\s+/);
  const start = to24Hour(from);
  const end = to24Hour(to);
  if (!start) return { start: date };
  return {
    start: `${date}T${start}+05:30`,
    ...(end ? { end: `${date}T${end}+05:30` } : {}),
  };
}
