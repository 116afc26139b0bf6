import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Query } from '@colleghi/api-contract';

export const RECORDS_TABS: readonly {
  filter: NonNullable<Query<'/api/records/'>['filter']>;
  label: string;
}[] = [
  { filter: 'all', label: 'Tutti' },
  { filter: 'created', label: 'Creati da me' },
  { filter: 'shared', label: 'Condivisi con me' },
];

export const tabId = (prefix: string, filter: NonNullable<Query<'/api/records/'>['filter']>) =>
  `${prefix}-tab-${filter}`;
export const tabPanelId = (prefix: string) => `${prefix}-tabpanel`;

export interface RecordsTabsProps {
  value: NonNullable<Query<'/api/records/'>['filter']>;
  onChange: (filter: NonNullable<Query<'/api/records/'>['filter']>) => void;
  idPrefix: string;
}

export function RecordsTabs({ value, onChange, idPrefix }: RecordsTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, filter: NonNullable<Query<'/api/records/'>['filter']>) => onChange(filter)}
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
