import { describe, expect, it } from '@jest/globals';
import type { Workshop } from '../contracts/workshops';
import { bookedClassFrom, bookingState, workshopBookingPath } from './workshop-booking';

const wheel = {
  id: 'wheel-throwing',
  _id: 'wheel-throwing',
  name: 'Wheel Throwing',
  price: 2500,
  imageUrl: '/images/wheel.webp',
  slotsAvailable: 4,
} as Workshop;

describe('a class handed from Book Now to its booking', () => {
  it('is read back by the booking as the class its page showed, price and all', () => {
    expect(bookedClassFrom(bookingState(wheel))).toEqual({
      id: 'wheel-throwing',
      name: 'Wheel Throwing',
      price: 2500,
      imageUrl: '/images/wheel.webp',
    });
  });

  it('hands over only what the booking shows, not the whole class', () => {
    expect(Object.keys(bookingState(wheel).workshop).sort()).toEqual(['id', 'imageUrl', 'name', 'price']);
  });

  it('is no class when the history state holds none, or something else under its name', () => {
    for (const state of [
      null,
      undefined,
      'wheel',
      { from: { pathname: '/workshops' } },
      { workshop: null },
      { workshop: 'wheel-throwing' },
      { workshop: { id: '', name: 'Wheel Throwing', price: 2500 } },
      { workshop: { id: 'wheel-throwing', name: 'Wheel Throwing', price: '2500' } },
      { workshop: { id: 42, name: 'Wheel Throwing', price: 2500 } },
    ]) {
      expect(bookedClassFrom(state)).toBeNull();
    }
  });

  it('has no photo rather than a broken one when the state carries none', () => {
    expect(bookedClassFrom({ workshop: { id: 'a', name: 'A', price: 1 } })).toEqual({
      id: 'a',
      name: 'A',
      price: 1,
      imageUrl: '',
    });
  });

  it('is booked at the checkout, its id written into the URL safely', () => {
    expect(workshopBookingPath('raku & smoke')).toBe('/checkout?workshop=raku+%26+smoke');
  });
});
