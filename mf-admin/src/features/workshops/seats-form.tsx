import { useState, type FormEvent } from 'react';
import { getErrorMessage, type Workshop } from '@mitti/shared';
import { useSetWorkshopSeatsMutation } from './admin-workshops-api';
import { FormMessage, type Outcome } from '../../components/form-message';

/** A class's seats in all; the API refuses fewer than are booked, and says how many are. */
export function SeatsForm({ workshop }: { workshop: Workshop }) {
  const [seats, setSeats] = useState(String(workshop.slotsTotal));
  const [message, setMessage] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useSetWorkshopSeatsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const saved = await save({ id: workshop.id, slotsTotal: Number(seats) }).unwrap();
      setMessage({ text: `Seats saved: ${saved.slotsAvailable} of ${saved.slotsTotal} open.`, failed: false });
    } catch (error) {
      setMessage({ text: getErrorMessage(error), failed: true });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} aria-label="Seats">
      <h2>Seats</h2>
      <label>
        Seats in all
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          required
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Save seats'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
