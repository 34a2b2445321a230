import { useRef, type KeyboardEvent } from 'react';

export interface TabDefinition<Id extends string, Label extends string = string> {
  id: Id;
  label: Label;
}

interface Props<Id extends string> {
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}

export const tabId = (id: string) => `account-tab-${id}`;
export const panelId = (id: string) => `account-panel-${id}`;

/** ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function AccountTabs<Id extends string>({ tabs, selected, onSelect, label }: Props<Id>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className="account-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          className="account-tabs__tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
