import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { ClassesTab } from './classes-tab';
import { LicenseesTab } from './licensees-tab';
import { ReportsTab } from './reports-tab';
import { SessionsTab } from './sessions-tab';
import { useCeData, type CeData } from './use-ce-data';

/** The tabs in the spec's order (product/outreach.md §2), then the licence data the attendance search reads (issue 11 point 1). */
const TABS: readonly { value: string; label: string; render: (data: CeData) => ReactNode }[] = [
  { value: 'sessions', label: 'Sessions', render: (data) => <SessionsTab data={data} /> },
  { value: 'classes', label: 'Classes', render: (data) => <ClassesTab data={data} /> },
  { value: 'reports', label: 'Reports', render: (data) => <ReportsTab classes={data.data?.classes ?? []} /> },
  { value: 'licensees', label: 'License holders', render: () => <LicenseesTab /> },
];

/** /ce-admin: CE sessions and classes, admins only (product/outreach.md §2, §6). */
export function CeAdminPage() {
  usePageTitle('CE administration');
  return <CeAdmin />;
}

function CeAdmin() {
  const [tab, setTab] = useState<string | null>(TABS[0]!.value);
  const data = useCeData();
  const onChange = useCallback((value: string | null) => setTab(value), []);
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Continuing education</Title>
        <Text c="dimmed">Schedule CE sessions, show their attendance QR code, see who attended and file the rosters.</Text>
      </div>
      <Tabs value={tab} onChange={onChange} keepMounted={false}>
        <Tabs.List>
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="lg">
            {item.render(data)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
