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
  selected: readonly string[];
  /** The options' language when it is not the page's: the owner's categories, materials and tags stay English. */
  lang?: string | undefined;
}

/** A fieldset of checkboxes: any number of values may be chosen. */
export function CheckboxGroup({ legend, name, options, selected, lang }: Props) {
  return (
    <fieldset className="catalog-panel__group">
      <legend className="catalog-panel__legend">{legend}</legend>
      <div className="catalog-panel__options" lang={lang}>
        {options.map((option) => (
          <label key={option.id} className="catalog-panel__option">
            <input type="checkbox" name={name} value={option.id} defaultChecked={selected.includes(option.id)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
