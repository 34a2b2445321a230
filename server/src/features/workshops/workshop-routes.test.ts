import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testApiUrl, type TestApp } from '../../test/test-app';
import type { Workshop } from './workshop-schema';

describe('workshops API', () => {
  let testApp: TestApp;
  let workshops: Workshop[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/workshops' });
    expect(response.statusCode).toBe(200);
    workshops = response.json<Workshop[]>();
  });
  afterAll(() => testApp.close());

  it('lists the seeded workshops soonest first, one of them full', () => {
    expect(workshops.length).toBeGreaterThanOrEqual(6);
    const dates = workshops.map((w) => w.date);
    expect(dates).toEqual([...dates].sort());
    expect(workshops.filter((w) => w.slotsAvailable === 0)).toHaveLength(1);
  });

  it('returns every workshop field', () => {
    for (const workshop of workshops) {
      expect(workshop).toEqual({
        id: expect.stringMatching(/^[a-z0-9-]+$/),
        _id: workshop.id,
        name: expect.any(String),
        description: expect.any(String),
        date: expect.stringMatching(/^(2026-12|2027-0[1-3])-\d{2}$/),
        time: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/),
        location: expect.any(String),
        instructor: expect.any(String),
        price: expect.any(Number),
        slotsAvailable: expect.any(Number),
        slotsTotal: expect.any(Number),
        imageUrl: workshop.imageUrls[0],
        imageUrls: expect.any(Array),
        duration: expect.any(Number),
        materials: expect.any(String),
      });
      expect(workshop.slotsAvailable).toBeLessThanOrEqual(workshop.slotsTotal);
      expect(workshop.imageUrls.length).toBeGreaterThanOrEqual(2);
      expect(workshop.imageUrl.startsWith(`${testApiUrl}/images/workshops/`)).toBe(true);
    }
  });

  it('returns one workshop by id with exact values', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/workshops/glazing-masterclass' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Workshop>()).toMatchObject({
      id: 'glazing-masterclass',
      _id: 'glazing-masterclass',
      date: '2027-01-16',
      time: '10:00 AM - 4:00 PM',
      location: 'Mitti Studio, Bandra West, Mumbai',
      price: 3500,
      slotsAvailable: 0,
      slotsTotal: 8,
      duration: 360,
    });
  });

  it('serves workshop pictures', async () => {
    const url = workshops[0]?.imageUrl ?? '';
    const response = await testApp.app.inject({ method: 'GET', url: url.slice(testApiUrl.length) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 with a clear message for an unknown workshop', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/workshops/underwater-pottery' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Workshop not found', statusCode: 404 });
  });
});
