import { describe, expect, it } from '@jest/globals';
import { inboxOf } from './newsletter-schema';

describe('the inbox an address reaches', () => {
  it.each([
    ['name@example.in', 'name@example.in'],
    ['name+1@example.in', 'name@example.in'],
    ['name+news+2@example.in', 'name@example.in'],
    ['first.last@example.in', 'first.last@example.in'],
    ['first.last+x@gmail.com', 'firstlast@gmail.com'],
    ['f.i.r.s.t.last@googlemail.com', 'firstlast@gmail.com'],
    ['+only-a-tag@example.in', '@example.in'],
  ])('%s reaches %s', (email, inbox) => {
    expect(inboxOf(email)).toBe(inbox);
  });
});
