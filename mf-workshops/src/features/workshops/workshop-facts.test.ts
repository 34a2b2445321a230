import { describe, expect, it } from '@jest/globals';
import { englishWords } from '@mitti/shared/remote-words';
import { makeWorkshop } from '../../test/workshops';
import { durationOf, imagesOf, listInWords, scheduleOf, slotsLabel, timeOf, townOf, townsOf } from './workshop-facts';

describe('workshop facts', () => {
  it('labels seats left, in the SPEC wording', () => {
    expect(slotsLabel(englishWords, { slotsAvailable: 8 })).toBe('8 slots available');
    expect(slotsLabel(englishWords, { slotsAvailable: 1 })).toBe('1 slot available');
    expect(slotsLabel(englishWords, { slotsAvailable: 0 })).toBe('Fully booked');
  });

  it('falls back to the SPEC defaults for time and duration', () => {
    expect(timeOf({ time: '' })).toBe('10:00 AM - 1:00 PM');
    expect(durationOf({ duration: undefined })).toBe(60);
    expect(durationOf({ duration: 0 })).toBe(60);
  });

  it('reads the time range as India times, noon and midnight included', () => {
    expect(scheduleOf({ date: '2027-01-16', time: '12:30 PM - 12:00 AM' })).toEqual({
      start: '2027-01-16T12:30:00+05:30',
      end: '2027-01-16T00:00:00+05:30',
    });
    expect(scheduleOf({ date: '2027-01-16', time: 'All day' })).toEqual({ start: '2027-01-16' });
  });

  it('uses imageUrls, else the single imageUrl', () => {
    expect(imagesOf(makeWorkshop({ imageUrls: [], imageUrl: 'a.svg' }))).toEqual(['a.svg']);
    expect(imagesOf(makeWorkshop({ imageUrls: [], imageUrl: '' }))).toEqual([]);
  });

  it('names the town of a class from its place, before a state it may end with (issue 33)', () => {
    expect(townOf('Mitti Studio, Indiranagar, Bengaluru')).toBe('Bengaluru');
    expect(townOf('Mitti Farm Kiln Yard, Alibaug, Maharashtra')).toBe('Alibaug');
    expect(townOf('Mitti Studio, Hauz Khas Village, New Delhi')).toBe('New Delhi');
    expect(townOf('')).toBeNull();
    const places = [
      'Mitti Studio, Bandra West, Mumbai',
      'Mitti Studio, Koregaon Park, Pune',
      'Mitti Studio, Bandra West, Mumbai',
    ];
    expect(townsOf(places.map((location) => ({ location })))).toEqual(['Mumbai', 'Pune']);
    expect(listInWords(englishWords, ['Mumbai', 'Bengaluru', 'Pune'])).toBe('Mumbai, Bengaluru and Pune');
    expect(listInWords(englishWords, ['Mumbai', 'Pune'])).toBe('Mumbai and Pune');
    expect(listInWords(englishWords, ['Pune'])).toBe('Pune');
  });
});
