import { useState, type FormEvent } from 'react';
import { formatDateIndia, getErrorMessage, Link, paths, type Workshop } from '@mitti/shared';
import { useAddWorkshopDateMutation } from './admin-workshops-api';
import { FormMessage, type Outcome } from '../../components/form-message';

/** Another class of this workshop on a new date: same text, teacher and price, its own seats. */
export function AddDateForm({ workshop }: { workshop: Workshop }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState(workshop.time);
  const [seats, setSeats] = useState(String(workshop.slotsTotal || 1));
  const [message, setMessage] = useState<Outcome | null>(null);
  const [add, { isLoading }] = useAddWorkshopDateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const input = { date, slotsTotal: Number(seats), ...(time.trim() ? { time: time.trim() } : {}) };
      const added = await add({ id: workshop.id, input }).unwrap();
      setDate('');
      setMessage({
        text: (
          <>
            Added: <Link to={paths.adminWorkshop(added.id)}>{formatDateIndia(added.date)}</Link>, {added.slotsTotal}{' '}
            seats.
          </>
        ),
        failed: false,
      });
    } catch (error) {
      setMessage({ text: getErrorMessage(error), failed: true });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} aria-label="Add a date">
      <h2>Add a date</h2>
      <label>
        Date
        <input type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <label>
        Time
        <input type="text" maxLength={40} value={time} onChange={(event) => setTime(event.target.value)} />
      </label>
      <label>
        Seats
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          required
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Adding...' : 'Add date'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
