import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode };

export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const tabPanelId = (base: string, key: string) => `${base}-panel-${key}`;

/**
 * A WAI-ARIA tab list: the active tab is the only one in the Tab order; arrow keys, Home and End
 * move between tabs and select them. The caller renders the panel with `TabPanel`.
 */
export function TabList<K extends string>({
  idBase,
  label,
  tabs,
  active,
  onChange,
  className = '',
}: {
  idBase: string;
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  className?: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const key = next === undefined ? undefined : tabs[next]?.key;
    if (key === undefined) return;
    event.preventDefault();
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`flex gap-1 overflow-x-auto border-b border-stone-200 [scrollbar-width:none] ${className}`}
    >
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              onChange(tab.key);
            }}
            className={`-mb-px inline-flex flex-1 items-center justify-center gap-1.5 border-b-2 px-2 py-3 sm:flex-none sm:gap-2 sm:px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  tabKey,
  className = '',
  children,
}: {
  idBase: string;
  tabKey: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase, tabKey)}
      aria-labelledby={tabId(idBase, tabKey)}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
