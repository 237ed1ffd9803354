import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ageOn, FAMILY_MEMBERS_MAX, type FamilyMember, formatDay, MSG, todayIn } from '@sahaj/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { useFamilyMembers } from '../api/list-family-members';
import { FamilyMemberForm } from '../components/family-member-form';

const GENDER_LABEL = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** family-members: the people a patient books sessions for (list, add with a relationship, edit, delete). */
export function FamilyMembersPage() {
  const list = useFamilyMembers();
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);
  const members = list.data?.familyMembers ?? [];
  const full = members.length >= FAMILY_MEMBERS_MAX;

  const openForm = (m: FamilyMember | null) => {
    setEditing(m);
    setFormOpen(true);
  };
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)} disabled={full}>
      Add a family member
    </Button>
  );

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            Family Members
          </Title>
          <Text c="dimmed" mt={4}>
            The people you book sessions for. You can keep up to {FAMILY_MEMBERS_MAX}.
          </Text>
        </div>
        {members.length > 0 && addButton}
      </Group>
      {list.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          aria-busy="true"
          role="status"
          aria-label="Loading family members"
        >
          <Skeleton h={120} radius="lg" />
          <Skeleton h={120} radius="lg" />
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title="Your family members could not be loaded">
          <Text size="sm">{list.error.message}</Text>
          <Button mt="sm" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : members.length === 0 ? (
        <Card padding="lg">
          <EmptyState
            minHeight={240}
            title={MSG.familyEmpty}
            hint="Add your child, parent or partner to book sessions for them."
            action={addButton}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {members.map((m) => (
            <li key={m._id}>
              <MemberCard member={m} onEdit={() => openForm(m)} onDelete={() => setDeleting(m)} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {full && (
        <Text size="sm" c="dimmed">
          {MSG.familyLimit}. Delete someone to add another.
        </Text>
      )}
      <FamilyMemberForm opened={formOpen} member={editing} onClose={() => setFormOpen(false)} />
      <DeleteDialog member={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function MemberCard({ member, onEdit, onDelete }: { member: FamilyMember; onEdit: () => void; onDelete: () => void }) {
  const age = ageOn(member.dob, todayIn(useViewerZone()));
  return (
    <Card padding="lg" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={650} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          <Badge variant="light">{member.relationship.name}</Badge>
        </Group>
        <Text size="sm">
          {GENDER_LABEL[member.gender]} · born {formatDay(member.dob)} ({age === 1 ? '1 year' : `${age} years`})
        </Text>
        {member.phone && <Text size="sm">{member.phone}</Text>}
        <Group gap="xs" mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${member.name}`}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${member.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DeleteDialog({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const del = useDeleteFamilyMember();
  return (
    <Modal opened={!!member} onClose={onClose} title="Delete family member?" centered>
      <Stack gap="md">
        <Text>
          {member?.name} will be removed from your family members. Sessions already booked for them stay booked.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={del.isPending}
            onClick={() =>
              member &&
              del.mutate(member._id, {
                onSuccess: (r) => {
                  notify.success(r.message);
                  onClose();
                },
                onError: (err) =>
                  notify.error(err instanceof Error && err.message ? err.message : MSG.familyDeleteFailed),
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
