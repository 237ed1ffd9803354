import { ActionIcon, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A page section's title with its add (+) button, as the spec's lists show them. */
export function SectionHeader({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ActionIcon variant="light" size="lg" radius="xl" aria-label={addLabel} onClick={onAdd}>
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
