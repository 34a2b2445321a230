import { useState, type FormEvent } from 'react';
import { OWNER_TEXT_LIMITS } from '@mitti/shared/form-limits';
import type { ProductFormValues } from './product-form-values';
import './product-form.css';

type TextField = Exclude<keyof ProductFormValues, 'isPopular'>;

/** Shown beside the Hindi fields: what leaving one empty does (decision 112). */
const HINDI_HINT = 'Optional: the Hindi store shows it, or the English where it is empty';

const FIELDS: {
  field: TextField;
  label: string;
  type?: string;
  required?: boolean;
  hint?: string;
  /** The owner types Hindi here: a Devanagari font and keyboard. */
  lang?: 'hi';
}[] = [
  { field: 'name', label: 'Name', required: true },
  { field: 'nameHi', label: 'Name in Hindi', hint: HINDI_HINT, lang: 'hi' },
  { field: 'category', label: 'Category', required: true },
  { field: 'price', label: 'Price (₹)', type: 'number', required: true },
  { field: 'mrp', label: 'MRP (₹)', type: 'number', required: true },
  { field: 'stock', label: 'Stock', type: 'number', required: true },
  { field: 'tags', label: 'Tags', hint: 'Comma-separated, e.g. new, sale, handmade' },
  { field: 'materialType', label: 'Material', required: true },
  { field: 'materials', label: 'Materials', required: true, hint: 'Comma-separated' },
  { field: 'glaze', label: 'Glaze', required: true },
  { field: 'dimensions', label: 'Dimensions', required: true },
  { field: 'capacity', label: 'Capacity (ml)', type: 'number', hint: 'Leave empty when it holds nothing' },
  { field: 'firingTemp', label: 'Firing temperature (°C)', type: 'number' },
  { field: 'coneType', label: 'Cone', required: true },
];

/** A required field's visible mark; the field's `required` is what a screen reader announces. */
const RequiredMark = () => (
  <span className="admin-required" aria-hidden="true">
    *
  </span>
);

/** The product's fields; `onSave` answers an error message or null. */
export function ProductForm({
  initial,
  categories,
  saving,
  onSave,
}: {
  initial: ProductFormValues;
  categories: string[];
  saving: boolean;
  onSave: (values: ProductFormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form className="admin-card admin-form admin-product-form" onSubmit={submit} aria-label="Product">
      {/* Issue 53: which fields must be filled in, seen before a save is refused; `required` says it to readers. */}
      <p className="admin-wide">
        Fields marked <span className="admin-required">*</span> are required.
      </p>
      {FIELDS.map(({ field, label, type, required, hint, lang }) => (
        <label key={field}>
          <span>
            {label}
            {required && <RequiredMark />}
          </span>
          <input
            type={type ?? 'text'}
            value={values[field]}
            onChange={set(field)}
            required={required}
            aria-required={required}
            step={type === 'number' ? 'any' : undefined}
            min={type === 'number' ? 0 : undefined}
            list={field === 'category' ? 'admin-categories' : undefined}
            lang={lang}
          />
          {hint && <small>{hint}</small>}
        </label>
      ))}
      <datalist id="admin-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <label className="admin-wide">
        <span>
          Description
          <RequiredMark />
        </span>
        <textarea
          value={values.description}
          onChange={set('description')}
          required
          aria-required
          rows={5}
          maxLength={OWNER_TEXT_LIMITS.description}
        />
      </label>
      <label className="admin-wide">
        <span>Description in Hindi</span>
        <textarea
          value={values.descriptionHi}
          onChange={set('descriptionHi')}
          rows={5}
          maxLength={OWNER_TEXT_LIMITS.description}
          lang="hi"
        />
        <small>{HINDI_HINT}</small>
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.isPopular}
          onChange={(event) => setValues((current) => ({ ...current, isPopular: event.target.checked }))}
        />
        Popular (shown first)
      </label>
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save product'}
      </button>
    </form>
  );
}
