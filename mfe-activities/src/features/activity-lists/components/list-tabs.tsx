import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ActivityTab } from '@colleghi/shared/domain';

export interface ListTabsProps<S extends string> {
  tabs: readonly ActivityTab<S>[];
  value: number;
  onChange: (index: number) => void;
  /** Prefix of the tab ids, so the tab panel can point at the selected one. */
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const tabPanelId = (prefix: string) => `${prefix}-tabpanel`;

/** The status filter buttons of a list ('Tutte' first); arrow keys move between them. */
export function ListTabs<S extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
}: ListTabsProps<S>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, index: number) => onChange(index)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={label}
    >
      {tabs.map((tab, index) => (
        <Tab
          key={tab.label}
          label={tab.label}
          id={tabId(idPrefix, index)}
          aria-controls={tabPanelId(idPrefix)}
        />
      ))}
    </Tabs>
  );
}
