import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  defaultActiveKey?: string;
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern (tablist, tabs with roving focus, one tab panel): arrow keys move between tabs and
 * show them, Home and End go to the first and last, Tab moves on to the panel. Our own rather than antd's Tabs,
 * which brings a dropdown menu for overflowing tabs into the product page's first load.
 */
export function Tabs({ items, defaultActiveKey, className }: TabsProps) {
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );

  const show = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.key);
    tabs.current[items.indexOf(item)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]!);
  };

  const current = items[activeIndex];
  return (
    <div className={['kp-tabs', className].filter(Boolean).join(' ')}>
      <div className="kp-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              className={selected ? 'kp-tabs__tab kp-tabs__tab--active' : 'kp-tabs__tab'}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          className="kp-tabs__panel"
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.children}
        </div>
      )}
    </div>
  );
}
