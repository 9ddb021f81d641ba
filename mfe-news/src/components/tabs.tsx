import { css, type Theme } from '@emotion/react';
import { useCodeRuns } from '@school/shared/area';
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** A panel opened by its link keeps the header and the tabs in sight above it. */
const tabsStyle = css`
  [role='tabpanel'] {
    scroll-margin-block-start: 9rem;
  }
`;

const tabListStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.xs};
  border-block-end: 2px solid ${theme.color.border};
  margin-block-end: ${theme.space.lg};

  [role='tab'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
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
    text-align: center;
    text-decoration: none;
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
  /** The panel's id, in the address when its tab is followed with no code: e.g. "upcoming-events". */
  anchor: string;
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
 * Each tab is a link to its panel, so that with no code (or before it) every panel can be opened
 * and read (tabsWithoutCode's styles, written into the page's HTML only), and each tab is a tab
 * stop until the code takes over.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  // False in the prerendered HTML and while it hydrates, true once the code runs the tabs.
  const enhanced = useCodeRuns();
  const tabRefs = useRef(new Map<K, HTMLAnchorElement>());
  const tabId = (item: TabItem<K>) => `${item.anchor}-tab`;

  // From the tab the key was pressed on, which has the focus: `selected` may not have rendered
  // the last key's selection yet.
  const move = (event: KeyboardEvent<HTMLAnchorElement>, from: K) => {
    const index = tabs.findIndex((tab) => tab.key === from);
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

  const select = (event: MouseEvent<HTMLAnchorElement>, key: K) => {
    event.preventDefault();
    onSelect(key);
  };

  return (
    <div css={tabsStyle} data-tabs="" data-enhanced={enhanced || undefined}>
      <div role="tablist" aria-label={label} css={tabListStyle}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <a
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              href={`#${tab.anchor}`}
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={tab.anchor}
              tabIndex={isSelected || !enhanced ? 0 : -1}
              onClick={(event) => select(event, tab.key)}
              onKeyDown={(event) => move(event, tab.key)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={tab.anchor}
          aria-labelledby={tabId(tab)}
          hidden={tab.key !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
