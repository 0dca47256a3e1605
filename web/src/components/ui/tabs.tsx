import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
  listClassName?: string;
  /** One `TabPanel` per item; none when the tabs switch something outside them. */
  children?: ReactNode;
}

/**
 * Tabs on Radix's: one tab in the tab order, arrow keys (and Home, End) move between tabs and
 * select them, each tab tied to its panel by id. Only the selected panel is rendered.
 */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  className,
  listClassName,
  children,
}: TabsProps<T>) {
  const select = (value: string) => {
    const item = items.find((candidate) => candidate.id === value);
    if (item) onSelect(item.id);
  };
  // Radix points every tab at its panel; with no panels that would name an element not there.
  const noPanel = children === undefined ? { 'aria-controls': undefined } : {};
  return (
    <TabsPrimitive.Root value={selected} onValueChange={select} className={className}>
      <TabsPrimitive.List
        aria-label={label}
        className={cn(
          'grid auto-cols-fr grid-flow-col gap-1 rounded-xl border bg-muted/60 p-1 sm:inline-grid',
          listClassName,
        )}
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.id}
            value={item.id}
            {...noPanel}
            // A mouse press does not take focus (Radix's focus on press showed the keyboard's
            // ring after a click); the click selects, as does one without a press (assistive
            // technology, a script). The keyboard's arrows are Radix's.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => select(item.id)}
            className="inline-flex min-h-9 items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-medium text-zinc-600 transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-4 dark:text-zinc-400 dark:data-[state=active]:bg-white/10"
          >
            {item.icon ? <span className="hidden sm:contents">{item.icon}</span> : null}
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {children}
    </TabsPrimitive.Root>
  );
}

export interface TabPanelProps {
  /** The id of the item whose panel this is. */
  value: string;
  children: ReactNode;
  className?: string;
}

/** An item's panel, named by its tab; rendered while its tab is selected. */
export function TabPanel({ value, children, className }: TabPanelProps) {
  return (
    <TabsPrimitive.Content
      value={value}
      className={cn(
        'rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background',
        className,
      )}
    >
      {children}
    </TabsPrimitive.Content>
  );
}
