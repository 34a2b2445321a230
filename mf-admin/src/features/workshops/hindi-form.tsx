import { useState, type FormEvent } from 'react';
import { OWNER_TEXT_LIMITS } from '@mitti/shared/form-limits';
import { getErrorMessage, type Workshop } from '@mitti/shared';
import { useSetWorkshopHindiMutation } from './admin-workshops-api';
import { FormMessage, type Outcome } from '../../components/form-message';

/** An optional text: null when left empty, and the Hindi page shows the English (decision 112). */
const optionalText = (text: string) => text.trim() || null;

/** The class's name and description in Hindi, for the Hindi workshops pages; either may stay empty. */
export function HindiForm({ workshop }: { workshop: Workshop }) {
  const [name, setName] = useState(workshop.nameHi ?? '');
  const [description, setDescription] = useState(workshop.descriptionHi ?? '');
  const [message, setMessage] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useSetWorkshopHindiMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const input = { nameHi: optionalText(name), descriptionHi: optionalText(description) };
      await save({ id: workshop.id, input }).unwrap();
      setMessage({ text: 'Saved. The Hindi workshops pages show it now.', failed: false });
    } catch (error) {
      setMessage({ text: getErrorMessage(error), failed: true });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} aria-label="In Hindi">
      <h2>In Hindi</h2>
      <p>Optional: where one is empty, the Hindi pages show the English.</p>
      <label>
        Name in Hindi
        <input type="text" lang="hi" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Description in Hindi
        <textarea
          lang="hi"
          rows={4}
          maxLength={OWNER_TEXT_LIMITS.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Save Hindi'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
