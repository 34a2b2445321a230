interface Option {
  id: string;
  label: string;
}

interface Props {
  legend: string;
  name: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A fieldset of checkboxes: any number of values may be chosen. */
export function CheckboxGroup({ legend, name, options, selected, onChange }: Props) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));
  return (
    <fieldset className="catalog-panel__group">
      <legend className="catalog-panel__legend">{legend}</legend>
      <div className="catalog-panel__options">
        {options.map((option) => (
          <label key={option.id} className="catalog-panel__option">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={selected.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
