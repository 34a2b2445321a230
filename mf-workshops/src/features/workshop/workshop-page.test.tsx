import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWorkshops, stubWorkshopsApi } from '../../test/render-workshops';
import { makeWorkshop, sampleCalendar } from '../../test/workshops';
import WorkshopPage from './workshop-page';

const renderWorkshop = (id: string) =>
  renderWorkshops(<WorkshopPage />, { path: `/workshop/${id}`, route: '/workshop/:id' });

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('WorkshopPage', () => {
  it('says it is loading', () => {
    stubWorkshopsApi({ workshops: 'pending' });
    renderWorkshop('wheel-throwing-for-beginners');
    expect(screen.getByText('Loading workshop...')).toBeInTheDocument();
  });

  it('shows Workshop not found with a way back, and a toast', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    renderWorkshop('underwater-pottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Workshops/ })).toHaveAttribute('href', '/workshops');
    expect(await screen.findByText('Failed to load workshop details')).toBeInTheDocument();
    expect(document.title).toBe('Workshop not found | Mitti Studio');
  });

  it('shows the workshop with the SPEC defaults for a missing time and duration', async () => {
    const workshop = makeWorkshop({ id: 'raku', name: 'Raku Firing Weekend', time: undefined, duration: undefined });
    stubWorkshopsApi({ workshops: [workshop] });
    renderWorkshop('raku');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raku Firing Weekend' })).toBeInTheDocument();
    expect(document.title).toBe('Raku Firing Weekend | Mitti Studio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', workshop.description);
    expect(fact('Instructor')).toBe('Asha Kulkarni');
    expect(fact('Date')).toBe('12 December 2026');
    expect(fact('Time')).toBe('10:00 AM - 1:00 PM');
    expect(fact('Duration')).toBe('60 minutes');
    expect(fact('Location')).toBe('Mitti Studio, Bandra West, Mumbai');
    expect(fact('Price')).toBe('Rs. 2,500/-');
    expect(fact('Slots')).toBe('8 slots available');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    for (const title of ["What You'll Learn", 'Workshop Content', 'Materials Included', 'Requirements']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const section = (title: string) =>
      [...(screen.getByRole('heading', { level: 2, name: title }).nextElementSibling?.children ?? [])].map(
        (item) => item.textContent,
      );
    expect(section("What You'll Learn")).toEqual(['Centring clay on the wheel', 'Pulling up the walls of a cylinder']);
    expect(section('Workshop Content')).toEqual(['Throwing demonstration', 'Practice at your own wheel']);
    expect(section('Materials Included')).toEqual(['Stoneware clay', 'Wheel and tools']);
    expect(section('Requirements')).toEqual(['No experience needed']);
    expect(screen.getByRole('link', { name: /Back to Workshops/ })).toHaveAttribute('href', '/workshops');

    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'Event',
      name: 'Raku Firing Weekend',
      startDate: '2026-12-12T10:00:00+05:30',
      endDate: '2026-12-12T13:00:00+05:30',
      location: { '@type': 'Place', name: 'Mitti Studio, Bandra West, Mumbai' },
      offers: { price: '2500.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it("promises only what the class itself says: no other class's sections, none where it has written none", async () => {
    const kids = makeWorkshop({
      id: 'kids-clay-play',
      name: 'Kids Clay Play (Ages 6-12)',
      learn: ['Rolling and squishing clay into little animals'],
      agenda: [],
      included: [],
      materials: 'Child-safe underglaze paints',
      requirements: [],
    });
    stubWorkshopsApi({ workshops: [makeWorkshop(), kids] });
    renderWorkshop('kids-clay-play');
    await screen.findByRole('heading', { level: 1, name: 'Kids Clay Play (Ages 6-12)' });
    expect(screen.getByText('Rolling and squishing clay into little animals')).toBeInTheDocument();
    expect(screen.queryByText('Centring clay on the wheel')).not.toBeInTheDocument();
    expect(screen.queryByText(/centring/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Workshop Content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Requirements' })).not.toBeInTheDocument();
    // A class with no list of its own still names its materials.
    expect(screen.getByRole('heading', { level: 2, name: 'Materials Included' })).toBeInTheDocument();
    expect(screen.getByText('Child-safe underglaze paints')).toBeInTheDocument();
  });

  it('steps through the photos with wrap-around', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    renderWorkshop('wheel-throwing-for-beginners');
    const name = 'Wheel Throwing for Beginners';
    expect(await screen.findByRole('img', { name: `${name} — photo 1` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: `${name} — photo 2` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: `${name} — photo 1` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: `${name} — photo 2` })).toBeInTheDocument();
  });

  it('opens at the photo the address names; each control sends the photo it shows when the app is not there', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    renderWorkshops(<WorkshopPage />, {
      path: '/workshop/wheel-throwing-for-beginners?view=2',
      route: '/workshop/:id',
    });
    expect(await screen.findByRole('img', { name: 'Wheel Throwing for Beginners — photo 2' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(next.closest('form')).toHaveAttribute('method', 'get');
    expect([next.getAttribute('type'), next.getAttribute('name'), next.getAttribute('value')]).toEqual([
      'submit',
      'view',
      '1',
    ]);
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('value', '2');
  });

  it('marks a full workshop as fully booked and sold out', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    renderWorkshop('glazing-masterclass');
    await screen.findByRole('heading', { level: 1, name: 'Glazing Masterclass' });
    expect(fact('Slots')).toBe('Fully booked');
    expect(fact('Time')).toBe('10:00 AM - 4:00 PM');
    expect(fact('Duration')).toBe('360 minutes');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut');
  });
});
