/** @jest-environment node */
/**
 * The workshops' server pages render where there is no window (the shell's server render), from the data
 * their `load` put into the store.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '@mitti/shared';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import { getWorkshopsApi } from './features/workshops/api/get-workshops';
import { getWorkshopApi } from './features/workshops/api/get-workshop';
import { sampleCalendar } from './test/workshops';

async function renderPage(name: keyof typeof pages, path: string, pattern: string) {
  const store = createAppStore();
  const workshops = sampleCalendar();
  await store.dispatch(getWorkshopsApi.util.upsertQueryData('getWorkshops', undefined, workshops));
  for (const workshop of workshops) {
    await store.dispatch(getWorkshopApi.util.upsertQueryData('getWorkshop', workshop.id, workshop));
  }
  const { Component } = pages[name]!;
  const html = renderServerPage(<Component />, { store, path, pattern });
  return { html, workshops };
}

describe('workshop pages on the server', () => {
  it('has no window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the workshops with their names', async () => {
    const { html, workshops } = await renderPage('WorkshopsPage', '/workshops', '/workshops');
    expect(html).toContain(workshops[0]!.name);
  });

  it('renders a workshop page with its name and its schema.org data', async () => {
    const workshop = sampleCalendar()[0]!;
    const { html } = await renderPage('WorkshopPage', `/workshop/${workshop.id}`, '/workshop/:id');
    expect(html).toContain(workshop.name);
    expect(html).toContain('application/ld+json');
  });
});
