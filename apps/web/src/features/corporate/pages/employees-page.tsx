import { Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { EMPLOYEE_LIST_LIMIT, EMPLOYEE_TABS, MSG } from '@sahaj/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useViewerZone } from '../../auth';
import { useCompanyProfile } from '../api/get-company-profile';
import { useEmployees } from '../api/list-employees';
import { AddEmployeeModal } from '../components/add-employee-modal';
import { EmployeeTable } from '../components/employee-table';
import { PageHeader } from '../components/page-header';

type Tab = 0 | 1;
const tabOf = (v: string | null): Tab => (v === '0' ? EMPLOYEE_TABS.pending : EMPLOYEE_TABS.accepted);

/**
 * corporate/employees-list: Pending (key 0) and Accepted (key 1) tabs, 10 a page, 'Add Employee'
 * (one e-mail or a CSV roster), 'No Employees Found'. The tab and page live in the address.
 */
export function EmployeesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab') ?? String(EMPLOYEE_TABS.accepted));
  const page = Math.max(0, Number(params.get('page')) || 0);
  const [adding, setAdding] = useState(false);
  const zone = useViewerZone();
  const profile = useCompanyProfile();
  const list = useEmployees(profile.data?._id, tab, page);

  const go = (next: { tab?: Tab; page?: number }) =>
    setParams(
      (p) => {
        p.set('tab', String(next.tab ?? tab));
        if (next.page) p.set('page', String(next.page));
        else p.delete('page');
        return p;
      },
      { replace: true },
    );

  const error = profile.error ?? list.error;
  const panel =
    profile.isPending || list.isPending ? (
      <Stack gap="sm" role="status" aria-label="Loading employees">
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} h={56} radius="md" />
        ))}
      </Stack>
    ) : error ? (
      <LoadError error={error} onRetry={() => (profile.isError ? profile.refetch() : list.refetch())} />
    ) : list.data && list.data.data.length > 0 ? (
      <RefreshingStack busy={list.isPlaceholderData} gap="md">
        <Text size="sm" c="dimmed">
          {list.data.count === 1 ? '1 person' : `${list.data.count} people`}
        </Text>
        <EmployeeTable employees={list.data.data} zone={zone} pending={tab === EMPLOYEE_TABS.pending} />
        <PagePager count={list.data.count} limit={EMPLOYEE_LIST_LIMIT} page={page} onPage={(p) => go({ page: p })} />
      </RefreshingStack>
    ) : (
      <EmptyState
        title={MSG.noEmployees}
        hint={
          tab === EMPLOYEE_TABS.pending
            ? 'Invitations waiting for an answer show here.'
            : 'Invite your employees by e-mail; they show here once they accept.'
        }
        action={<Button onClick={() => setAdding(true)}>Add Employee</Button>}
        minHeight="30vh"
      />
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title="Employees"
        description="Who you invited and who joined. How each person uses their care stays private unless they choose to share it."
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Add Employee
          </Button>
        }
      />
      <Tabs value={String(tab)} onChange={(v) => go({ tab: tabOf(v), page: 0 })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={String(EMPLOYEE_TABS.pending)}>Pending</Tabs.Tab>
          <Tabs.Tab value={String(EMPLOYEE_TABS.accepted)}>Accepted</Tabs.Tab>
        </Tabs.List>
        {[EMPLOYEE_TABS.pending, EMPLOYEE_TABS.accepted].map((t) => (
          <Tabs.Panel key={t} value={String(t)} pt="md">
            {t === tab && panel}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AddEmployeeModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
