import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const tabListStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.xs};
  border-block-end: 2px solid ${theme.color.border};
  margin-block-end: ${theme.space.lg};

  [role='tab'] {
    flex: 1 1 0;
    min-block-size: ${theme.target.comfortable};
    padding: ${theme.space.sm} ${theme.space.sm};
    margin-block-end: -2px;
    border: none;
    border-block-end: 4px solid transparent;
    border-radius: ${theme.radius.sm} ${theme.radius.sm} 0 0;
    background: none;
    color: ${theme.color.muted};
    font: inherit;
    font-weight: 600;
    line-height: 1.3;
    cursor: pointer;
  }
  [role='tab']:hover {
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.text};
  }
  [role='tab'][aria-selected='true'] {
    color: ${theme.color.primary};
    border-block-end-color: ${theme.color.primary};
  }
  ${theme.mq.md} {
    gap: ${theme.space.sm};
    [role='tab'] {
      flex: none;
      padding-inline: ${theme.space.lg};
    }
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), ArrowLeft and
 * ArrowRight move and select with wrap-around, Home and End go to the first and last tab.
 * Every panel stays in the DOM (hidden unless selected) so each aria-controls resolves.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const count = tabs.length;
    const targets: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={tabListStyle}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={move}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
