import { Box, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { TherapistListItem } from '@sahaj/contract';
import { feeLabel, TherapistAvatar } from '../../discovery';

export interface TherapistRow extends TherapistListItem {
  /** Ticked: already on the company's list, or chosen on this page. */
  checked: boolean;
  /** Cannot be changed here (already added, on the selection page). */
  locked?: boolean;
}

const expertise = (t: TherapistListItem) => t.consultationType ?? t.specializations[0]?.name ?? '–';
const rating = (t: TherapistListItem) => (t.reviewCount > 0 ? `${t.rating.toFixed(1)} (${t.reviewCount})` : 'New');

/**
 * Therapists as the spec's table (photo, Name, Expertise, Rating, Consultation Fees, a checkbox) on
 * wide screens and as cards on a phone. `onOpen` (a row click) is optional; the checkbox toggles.
 */
export function TherapistRows({
  rows,
  onToggle,
  onOpen,
  label,
}: {
  rows: TherapistRow[];
  onToggle: (t: TherapistRow) => void;
  onOpen?: (t: TherapistRow) => void;
  label: string;
}) {
  const box = (t: TherapistRow) => (
    <Checkbox
      checked={t.checked}
      disabled={t.locked}
      onChange={() => onToggle(t)}
      onClick={(e) => e.stopPropagation()}
      aria-label={`${t.checked ? 'Unselect' : 'Select'} ${t.fullName}${t.locked ? ' (already added)' : ''}`}
    />
  );
  return (
    <>
      <Box visibleFrom="md">
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Expertise</Table.Th>
              <Table.Th>Rating</Table.Th>
              <Table.Th>Consultation Fees</Table.Th>
              <Table.Th>Select</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr
                key={t._id}
                onClick={() => (onOpen ? onOpen(t) : !t.locked && onToggle(t))}
                style={{ cursor: t.locked && !onOpen ? 'default' : 'pointer' }}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <TherapistAvatar src={t.profilePic} name={t.fullName} size={36} />
                    <Text fw={600}>{t.fullName}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{expertise(t)}</Table.Td>
                <Table.Td>{rating(t)}</Table.Td>
                <Table.Td>{feeLabel(t.consultationFee, t.currency)}</Table.Td>
                <Table.Td>{box(t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="sm" hiddenFrom="md">
        {rows.map((t) => (
          <Card
            key={t._id}
            padding="md"
            onClick={() => (onOpen ? onOpen(t) : !t.locked && onToggle(t))}
            style={{ cursor: 'pointer' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <TherapistAvatar src={t.profilePic} name={t.fullName} size={44} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{t.fullName}</Text>
                  <Text size="sm" c="dimmed">
                    {expertise(t)}
                  </Text>
                  <Text size="sm">
                    {rating(t)} · {feeLabel(t.consultationFee, t.currency)}
                  </Text>
                </Stack>
              </Group>
              {box(t)}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
