import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RecordsFilter } from '@colleghi/shared/domain';

export const RECORDS_TABS: readonly { filter: RecordsFilter; label: string }[] = [
  { filter: 'all', label: 'Tutti' },
  { filter: 'created', label: 'Creati da me' },
  { filter: 'shared', label: 'Condivisi con me' },
];

export const tabId = (prefix: string, filter: RecordsFilter) => `${prefix}-tab-${filter}`;
export const tabPanelId = (prefix: string) => `${prefix}-tabpanel`;

export interface RecordsTabsProps {
  value: RecordsFilter;
  onChange: (filter: RecordsFilter) => void;
  idPrefix: string;
}

export function RecordsTabs({ value, onChange, idPrefix }: RecordsTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, filter: RecordsFilter) => onChange(filter)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Filtra i verbali"
    >
      {RECORDS_TABS.map((tab) => (
        <Tab
          key={tab.filter}
          value={tab.filter}
          label={tab.label}
          id={tabId(idPrefix, tab.filter)}
          aria-controls={tabPanelId(idPrefix)}
        />
      ))}
    </Tabs>
  );
}
