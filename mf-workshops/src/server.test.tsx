/** @jest-environment node */
/**
 * The workshops' server pages render where there is no window (the shell's server render), from the data
 * their `load` put into the store.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore, type PageLanguage } from '@mitti/shared';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import { getWorkshopsApi } from './features/workshops/api/get-workshops';
import { getWorkshopApi } from './features/workshops/api/get-workshop';
import { sampleCalendar } from './test/workshops';

async function renderPage(name: keyof typeof pages, path: string, pattern: string, page?: PageLanguage) {
  const store = createAppStore();
  const workshops = sampleCalendar();
  await store.dispatch(getWorkshopsApi.util.upsertQueryData('getWorkshops', undefined, workshops));
  for (const workshop of workshops) {
    await store.dispatch(getWorkshopApi.util.upsertQueryData('getWorkshop', workshop.id, workshop));
  }
  const { Component, load } = pages[name]!;
  // What the shell's server render does: the page's load (its words, on a Hindi page), then one render.
  const id = path.split('/')[2];
  await load?.({ store, params: { id }, url: new URL(`http://localhost:3000${path}`), translator: page?.translator });
  const html = renderServerPage(<Component />, { store, path, pattern, page });
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

  it("renders the workshops in Hindi on a Hindi page, the owner's words in English and marked so", async () => {
    const page: PageLanguage = { language: 'hi', translator: hindiTranslator() };
    const { html, workshops } = await renderPage('WorkshopsPage', '/workshops', '/workshops', page);
    expect(html).toContain('<div class="page workshops-page" lang="hi">');
    expect(html).toContain('मिट्टी के बर्तनों की कार्यशालाएँ');
    expect(html).toContain('aria-label="आने वाली कार्यशालाएँ"');
    expect(html).toContain('8 सीटें उपलब्ध');
    expect(html).toContain('12 दिसंबर 2026');
    expect(html).toContain('Rs. 2,500/-');
    expect(html).toContain(`<h2 id="workshop-card-${workshops[0]!.id}" class="workshops-card__name" lang="en">`);
    expect(html).not.toContain('Register Now');
    expect(html).not.toContain('Pottery Workshops');
  });

  it('renders a workshop page in Hindi, with Book Now and its facts', async () => {
    const workshop = sampleCalendar()[0]!;
    const page: PageLanguage = { language: 'hi', translator: hindiTranslator() };
    const { html } = await renderPage('WorkshopPage', `/workshop/${workshop.id}`, '/workshop/:id', page);
    expect(html).toContain('<div class="page workshops-detail" lang="hi">');
    expect(html).toContain('अभी बुक करें');
    expect(html).toContain('प्रशिक्षक');
    expect(html).toContain('← कार्यशालाओं पर वापस');
    expect(html).toContain(`<h1 class="page__title" lang="en">${workshop.name}</h1>`);
    expect(html).not.toContain('Book Now');
  });

  it('renders the English page with no lang of its own and no Hindi', async () => {
    const { html } = await renderPage('WorkshopsPage', '/workshops', '/workshops');
    expect(html).toContain('<div class="page workshops-page">');
    expect(html).toContain('Pottery Workshops');
    expect(html).not.toMatch(/[\u0900-\u097F]/);
  });
});
