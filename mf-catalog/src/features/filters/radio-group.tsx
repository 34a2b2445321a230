interface Option {
  id: string;
  label: string;
}

interface Props {
  legend: string;
  name: string;
  options: readonly Option[];
  selected: string;
  onChange: (selected: string) => void;
}

/** A fieldset of radio buttons: exactly one value is chosen. */
export function RadioGroup({ legend, name, options, selected, onChange }: Props) {
  return (
    <fieldset className="catalog-panel__group">
      <legend className="catalog-panel__legend">{legend}</legend>
      <div className="catalog-panel__options">
        {options.map((option) => (
          <label key={option.id} className="catalog-panel__option">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={selected === option.id}
              onChange={() => onChange(option.id)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
