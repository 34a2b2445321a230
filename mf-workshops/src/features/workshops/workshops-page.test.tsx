import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWorkshops, stubWorkshopsApi } from '../../test/render-workshops';
import { sampleCalendar } from '../../test/workshops';
import WorkshopsPage from './workshops-page';

describe('WorkshopsPage', () => {
  it('says it is loading while the calendar is on its way', () => {
    stubWorkshopsApi({ workshops: 'pending' });
    renderWorkshops(<WorkshopsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pottery Workshops' })).toBeInTheDocument();
    expect(screen.getByText('Loading workshops...')).toBeInTheDocument();
    expect(document.title).toBe('Workshops | Mitti Studio');
  });

  it('says so when there are no workshops', async () => {
    stubWorkshopsApi({ workshops: [] });
    renderWorkshops(<WorkshopsPage />);
    expect(await screen.findByText('No workshops available')).toBeInTheDocument();
  });

  it('shows a toast when the workshops cannot be loaded', async () => {
    stubWorkshopsApi({ workshops: 'fail' });
    renderWorkshops(<WorkshopsPage />);
    expect(await screen.findByText('Failed to load workshops. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('No workshops available')).toBeInTheDocument();
  });

  it('shows a card per workshop with date, seats, price and Register Now, and three hero slides', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    renderWorkshops(<WorkshopsPage />);
    const grid = await screen.findByRole('list', { name: 'Upcoming workshops' });
    expect(within(grid).getAllByTestId('workshop-card')).toHaveLength(4);

    const wheel = screen.getByRole('article', { name: 'Wheel Throwing for Beginners' });
    expect(within(wheel).getByRole('img', { name: 'Wheel Throwing for Beginners — photo 1' })).toBeInTheDocument();
    expect(within(wheel).getByText('Centre, open and pull your first bowls on the wheel.')).toBeInTheDocument();
    expect(within(wheel).getByText('12 December 2026')).toBeInTheDocument();
    expect(within(wheel).getByText('8 slots available')).toBeInTheDocument();
    expect(within(wheel).getByText('Rs. 2,500/-')).toBeInTheDocument();
    expect(within(wheel).getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      'href',
      '/workshop/wheel-throwing-for-beginners',
    );

    const full = screen.getByRole('article', { name: 'Glazing Masterclass' });
    expect(within(full).getByText('Fully booked')).toBeInTheDocument();
    expect(within(full).queryByRole('link', { name: /^Register Now/ })).not.toBeInTheDocument();
    expect(within(full).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/workshop/glazing-masterclass',
    );

    const hero = screen.getByRole('region', { name: 'Workshop highlights' });
    expect(within(hero).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });
});
