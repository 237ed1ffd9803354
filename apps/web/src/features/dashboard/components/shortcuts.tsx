import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

export interface Shortcut {
  label: string;
  hint: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** Shortcuts to screens that work today. */
export function Shortcuts({ items }: { items: Shortcut[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: items.length }} spacing="md">
      {items.map((item) => (
        <Card key={item.to} component={Link} to={item.to} padding="md" style={{ textDecoration: 'none' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={40} radius="md">
              <item.icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{item.label}</Text>
              <Text size="sm" c="dimmed">
                {item.hint}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
