import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface TabListProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  /** From `useId()`; ties each tab to its panel. */
  idBase: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

export function tabIdOf(idBase: string, id: string): string {
  return `${idBase}-tab-${id}`;
}

export function panelIdOf(idBase: string, id: string): string {
  return `${idBase}-panel-${id}`;
}

/**
 * A WAI-ARIA tab list with automatic activation: one tab in the tab order, arrow keys (and Home,
 * End) move between tabs and select them.
 */
export function TabList<T extends string>({
  label,
  idBase,
  items,
  selected,
  onSelect,
  className,
}: TabListProps<T>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selected);
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onSelect(item.id);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        'grid auto-cols-fr grid-flow-col gap-1 rounded-xl border bg-muted/60 p-1 sm:inline-grid',
        className,
      )}
    >
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabIdOf(idBase, item.id)}
            aria-selected={isSelected}
            // Only the selected panel is rendered, so only its tab may point at it.
            aria-controls={isSelected ? panelIdOf(idBase, item.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={cn(
              'inline-flex min-h-9 items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-4',
              isSelected
                ? 'bg-card text-foreground shadow-sm dark:bg-white/10'
                : 'text-zinc-600 hover:text-foreground dark:text-zinc-400',
            )}
          >
            {item.icon ? <span className="hidden sm:contents">{item.icon}</span> : null}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idBase: string;
  id: string;
  children: ReactNode;
  className?: string;
}

/** The selected tab's panel, named by its tab. */
export function TabPanel({ idBase, id, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelIdOf(idBase, id)}
      aria-labelledby={tabIdOf(idBase, id)}
      tabIndex={0}
      className={cn(
        'rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background',
        className,
      )}
    >
      {children}
    </div>
  );
}
