import { Card, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export interface CountTile {
  label: string;
  value: number | string | undefined;
  to: string;
}

/** Counts that open the list behind them (never a dead end). */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: tiles.length > 3 ? 4 : 3 }} spacing="md">
      {tiles.map((t) => (
        <Card key={t.label} padding={0}>
          <UnstyledButton component={Link} to={t.to} p="md" style={{ display: 'block', borderRadius: 'inherit' }}>
            {t.value === undefined ? (
              <Skeleton h={32} w={48} mb={4} />
            ) : (
              <Text fz={28} fw={700} lh={1.2} c="sahajTeal.8">
                {t.value}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t.label}
            </Text>
          </UnstyledButton>
        </Card>
      ))}
    </SimpleGrid>
  );
}
