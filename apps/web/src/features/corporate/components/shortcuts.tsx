import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconClipboardList, IconCreditCard, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CORPORATE_PATHS } from '../lib/paths';

const SHORTCUTS = [
  {
    to: CORPORATE_PATHS.employees,
    label: 'Employees',
    hint: 'Invite, see who joined, block or unblock',
    icon: IconUsersGroup,
  },
  {
    to: CORPORATE_PATHS.profile,
    label: 'Profile',
    hint: 'Company details, logo and payment history',
    icon: IconBuildingSkyscraper,
  },
  {
    to: CORPORATE_PATHS.surveys,
    label: 'Survey Forms',
    hint: 'Short surveys from the Sahaj team',
    icon: IconClipboardList,
  },
  { to: CORPORATE_PATHS.wallet, label: 'Wallet', hint: 'Buy credits for sessions', icon: IconCreditCard },
];

/** Cards to the rest of the company area (the menu's items, and the wallet). */
export function Shortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {SHORTCUTS.map(({ to, label, hint, icon: Icon }) => (
        <Card key={to} component={Link} to={to} padding="md" style={{ textDecoration: 'none' }}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{label}</Text>
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
