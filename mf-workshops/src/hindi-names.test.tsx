/** @jest-environment node */
/**
 * The owner's Hindi names and descriptions on the workshops' pages (decision 112): a Hindi page shows the Hindi the
 * owner gave, in the page's language, and the English marked lang="en" where none is given; an English page is as
 * it was.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppStore, type PageLanguage, type Workshop } from '@mitti/shared';
import { hindiTranslator } from '../../shared/test/hindi-translator';
import { renderServerPage } from '../../shared/test/render-with-providers';
import { pages } from './server';
import { getWorkshopsApi } from './features/workshops/api/get-workshops';
import { getWorkshopApi } from './features/workshops/api/get-workshop';
import { makeWorkshop } from './test/workshops';

const wheel = makeWorkshop({ nameHi: 'चाक पर पहली बार 🏺', descriptionHi: null });
const raku = makeWorkshop({
  id: 'raku-firing-weekend',
  name: 'Raku Firing Weekend',
  description: 'Glaze and fire your own raku pieces.',
  nameHi: null,
  descriptionHi: 'अपने बर्तनों पर ग्लेज़ लगाएँ और राकू भट्टी में पकाएँ।',
});
const calendar: Workshop[] = [wheel, raku];

async function render(name: 'WorkshopsPage' | 'WorkshopPage', path: string, pattern: string, hindi: boolean) {
  const store = createAppStore();
  await store.dispatch(getWorkshopsApi.util.upsertQueryData('getWorkshops', undefined, calendar));
  for (const workshop of calendar) {
    await store.dispatch(getWorkshopApi.util.upsertQueryData('getWorkshop', workshop.id, workshop));
  }
  const page: PageLanguage | undefined = hindi ? { language: 'hi', translator: hindiTranslator() } : undefined;
  const { Component, load } = pages[name]!;
  const id = path.split('/')[2];
  await load?.({ store, params: { id }, url: new URL(`http://localhost:3000${path}`), translator: page?.translator });
  return renderServerPage(<Component />, { store, path, pattern, page });
}

describe("the owner's Hindi on the workshops' pages", () => {
  it('names each class in Hindi where given, and says its English in English, marked so, where not', async () => {
    const list = await render('WorkshopsPage', '/workshops', '/workshops', true);
    expect(list).toContain(`<h2 id="workshop-card-${wheel.id}" class="workshops-card__name">चाक पर पहली बार 🏺</h2>`);
    expect(list).toContain(`<p class="workshops-card__description" lang="en">${wheel.description}</p>`);
    expect(list).toContain(
      `<h2 id="workshop-card-${raku.id}" class="workshops-card__name" lang="en">Raku Firing Weekend</h2>`,
    );
    expect(list).toContain(`<p class="workshops-card__description">${raku.descriptionHi}</p>`);
    // The hero carousel's captions too.
    expect(list).toContain('<figcaption class="workshops-carousel__caption">चाक पर पहली बार 🏺</figcaption>');
    expect(list).toContain(
      '<figcaption class="workshops-carousel__caption" lang="en">Raku Firing Weekend</figcaption>',
    );

    const one = await render('WorkshopPage', `/workshop/${wheel.id}`, '/workshop/:id', true);
    expect(one).toContain('<h1 class="page__title">चाक पर पहली बार 🏺</h1>');
    expect(one).toContain(`<p class="workshops-detail__description" lang="en">${wheel.description}</p>`);
  });

  it('leaves the English pages as they were: English names, no lang, no Hindi', async () => {
    const list = await render('WorkshopsPage', '/workshops', '/workshops', false);
    expect(list).toContain(`<h2 id="workshop-card-${wheel.id}" class="workshops-card__name">${wheel.name}</h2>`);
    expect(list).not.toMatch(/[\u0900-\u097F]/);
    const one = await render('WorkshopPage', `/workshop/${raku.id}`, '/workshop/:id', false);
    expect(one).toContain('<h1 class="page__title">Raku Firing Weekend</h1>');
    expect(one).toContain(`<p class="workshops-detail__description">${raku.description}</p>`);
    expect(one).not.toMatch(/[\u0900-\u097F]/);
  });
});
