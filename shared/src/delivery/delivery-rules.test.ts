import { describe, expect, it } from '@jest/globals';
import { checkPin, shippingOptionsFor, shippingPaiseForOption } from './delivery-rules';
import { pinArea } from './pin-areas';

const standard = { standardPaise: 15_000, freeAbovePaise: 150_000 };

describe('PIN areas and delivery rules (decision 026)', () => {
  it('places PIN codes by their first three digits, with Mumbai, Lakshadweep and the army post apart', () => {
    expect(pinArea('400001')).toEqual({ pin: '400001', state: 'Maharashtra', kind: 'metro-mumbai' });
    expect(pinArea('400104')?.kind).toBe('metro-mumbai');
    expect(pinArea('400601')).toEqual({ pin: '400601', state: 'Maharashtra', kind: 'mainland' });
    expect(pinArea('403001')?.state).toBe('Goa');
    expect(pinArea('110001')?.state).toBe('Delhi');
    expect(pinArea('682555')).toEqual({ pin: '682555', state: 'Lakshadweep', kind: 'islands' });
    expect(pinArea('682001')?.state).toBe('Kerala');
    expect(pinArea('834001')?.state).toBe('Jharkhand');
    expect(pinArea('781001')).toMatchObject({ state: 'Assam', kind: 'remote' });
    expect(pinArea('999999')?.kind).toBe('army-post');
    expect(pinArea('290001')).toBeNull();
    expect(pinArea('012345')).toBeNull();
  });

  it('reads a typed PIN code with spaces, and names what is wrong with a bad one', () => {
    expect(checkPin(' 400 050 ')).toMatchObject({ ok: true, serviceable: true, area: { pin: '400050' } });
    expect(checkPin('744101')).toMatchObject({ ok: true, serviceable: false });
    expect(checkPin('40005')).toEqual({ ok: false, message: 'Enter a valid 6-digit PIN code' });
    expect(checkPin('550001')).toEqual({
      ok: false,
      message: '550001 is not a PIN code in use in India. Please check it.',
    });
  });

  it('counts windows in India days, skipping Sundays, and closes same-day at noon India time', () => {
    const mumbai = pinArea('400050')!;
    // Saturday 28 November 2026, 23:45 UTC = Sunday 29 November, 05:15 in India.
    const sundayMorning = shippingOptionsFor(mumbai, new Date('2026-11-28T23:45:00Z'), standard);
    expect(sundayMorning.map(({ id, earliest, latest }) => [id, earliest, latest])).toEqual([
      ['standard', '2026-12-04', '2026-12-07'],
      ['express', '2026-12-01', '2026-12-02'],
      ['same-day', '2026-11-29', '2026-11-29'],
    ]);
    const justAfterNoon = shippingOptionsFor(mumbai, new Date('2026-11-23T06:31:00Z'), standard);
    expect(justAfterNoon[2]).toMatchObject({ available: false, earliest: null });
  });

  it('prices standard by the money rule and express and same-day flat; workshops alone ship nothing', () => {
    expect(shippingPaiseForOption('standard', 0, true)).toBe(0);
    expect(shippingPaiseForOption('standard', 15_000, true)).toBe(15_000);
    expect(shippingPaiseForOption('express', 0, true)).toBe(30_000);
    expect(shippingPaiseForOption('same-day', 15_000, true)).toBe(45_000);
    expect(shippingPaiseForOption('express', 0, false)).toBe(0);
  });
});
