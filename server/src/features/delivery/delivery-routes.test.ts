import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DeliveryAnswer } from './delivery-service';

/** Monday 23 November 2026, 10:00 in India (04:30 UTC): before the same-day cut-off. */
const MONDAY_10AM_IST = new Date('2026-11-23T04:30:00Z');
/** 12:00 in India exactly: same-day is closed for the day. */
const NOON_IST = new Date('2026-11-23T06:30:00Z');
const cod = { feePaise: 5_000, maxOrderPaise: 1_000_000, confirmHours: 48 };

describe('GET /api/delivery/:pin (issue 23 item 3)', () => {
  // One app, its clock set by each check: a second app cost its own database, and the two set up together
  // came near the hook's minute on a busy machine.
  let clock = MONDAY_10AM_IST;
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ delivery: { cod, now: () => clock } });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  }, 60_000);

  const check = async (pin: string, at = MONDAY_10AM_IST) => {
    clock = at;
    const response = await shop.app.inject({ method: 'GET', url: `/api/delivery/${encodeURIComponent(pin)}` });
    return { status: response.statusCode, body: response.json<DeliveryAnswer & { error?: string }>() };
  };
  const option = (answer: DeliveryAnswer, id: string) => answer.options.find((o) => o.id === id)!;

  it('a Mumbai PIN before noon: every option, with business-day windows (Sundays not counted) and cash on delivery', async () => {
    const { status, body } = await check('400001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      pin: '400001',
      state: 'Maharashtra',
      mumbai: true,
      serviceable: true,
      message: 'Delivers to 400001 (Mumbai, Maharashtra)',
      cod: { available: true, reason: null, fee: 50, maxOrderValue: 10000 },
    });
    expect(option(body, 'standard')).toMatchObject({
      available: true,
      price: 150,
      freeAbove: 1500,
      minDays: 5,
      maxDays: 7,
      earliest: '2026-11-28',
      latest: '2026-12-01',
    });
    expect(option(body, 'express')).toMatchObject({
      available: true,
      price: 300,
      earliest: '2026-11-25',
      latest: '2026-11-26',
    });
    expect(option(body, 'same-day')).toMatchObject({
      available: true,
      price: 450,
      earliest: '2026-11-23',
      latest: '2026-11-23',
    });
  });

  it('same-day is for Mumbai only, and only before 12 PM India time', async () => {
    const pune = (await check('411001')).body;
    expect(pune).toMatchObject({ state: 'Maharashtra', mumbai: false, serviceable: true });
    expect(option(pune, 'same-day')).toMatchObject({
      available: false,
      reason: 'Same-day delivery is for Mumbai PIN codes only',
      earliest: null,
    });
    const noon = (await check('400050', NOON_IST)).body;
    expect(option(noon, 'same-day')).toMatchObject({
      available: false,
      reason: 'Same-day delivery must be ordered before 12 PM (India time)',
    });
    expect(option(noon, 'standard').available).toBe(true);
  });

  it('remote areas get standard only and no cash on delivery; islands and army post are not served', async () => {
    const srinagar = (await check('190001')).body;
    expect(srinagar).toMatchObject({ state: 'Jammu and Kashmir', serviceable: true, cod: { available: false } });
    expect(srinagar.cod.reason).toBe('Cash on delivery is not available for this PIN code');
    expect(option(srinagar, 'express')).toMatchObject({
      available: false,
      reason: 'Express delivery does not reach this PIN code',
    });
    expect(option(srinagar, 'standard').available).toBe(true);

    const portBlair = (await check('744101')).body;
    expect(portBlair).toMatchObject({ state: 'Andaman and Nicobar Islands', serviceable: false, options: [] });
    expect(portBlair.message).toMatch(/^We do not deliver to PIN code 744101/);
    expect((await check('682555')).body).toMatchObject({ state: 'Lakshadweep', serviceable: false });
    expect((await check('560001')).body).toMatchObject({ state: 'Karnataka', serviceable: true });
    const apo = (await check('930001')).body;
    expect(apo).toMatchObject({ serviceable: false, cod: { available: false } });
    expect(apo.message).toMatch(/Army Postal Service/);
  });

  it('bad PIN codes get a clear 400', async () => {
    for (const pin of ['4000', '012345', 'ABCDEF', '4000011', ' ']) {
      expect(await check(pin)).toEqual({
        status: 400,
        body: { error: 'Enter a valid 6-digit PIN code', statusCode: 400 },
      });
    }
    expect((await check('290001')).body.error).toBe('290001 is not a PIN code in use in India. Please check it.');
    expect((await check('400 001')).body.pin).toBe('400001');
  });
});
