interface Option {
  id: string;
  label: string;
}

interface Props {
  legend: string;
  /** The field's name: its query parameter. */
  name: string;
  options: readonly Option[];
  /** What is chosen when the panel opens; the form holds the rest. */
  selected: string;
}

/** A fieldset of radio buttons: exactly one value is chosen. */
export function RadioGroup({ legend, name, options, selected }: Props) {
  return (
    <fieldset className="catalog-panel__group">
      <legend className="catalog-panel__legend">{legend}</legend>
      <div className="catalog-panel__options">
        {options.map((option) => (
          <label key={option.id} className="catalog-panel__option">
            <input type="radio" name={name} value={option.id} defaultChecked={selected === option.id} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
