import { Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useFamilyMembers } from '../api/list-family-members';

// The form (and the phone rules its number field checks, ~50 KB) loads when the patient first asks
// to add someone: the booking page shows without it.
const FamilyMemberForm = lazy(() => import('./family-member-form').then((m) => ({ default: m.FamilyMemberForm })));

const SELF = 'self';

/**
 * "Who is this session for?": the patient, or one of their family members (the hold's
 * familyMemberId; null means the patient). Someone new can be added without leaving the page.
 */
export function SessionForPicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (familyMemberId: string | null) => void;
  disabled?: boolean;
}) {
  const list = useFamilyMembers();
  const [adding, setAdding] = useState(false);
  // Kept mounted once opened, so the dialog closes with its transition.
  const [formWanted, setFormWanted] = useState(false);
  const members = list.data?.familyMembers ?? [];
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Who is this session for?"
        description="Your therapist sees who the session is for."
        value={value ?? SELF}
        onChange={(v) => onChange(v === SELF ? null : v)}
      >
        <Stack gap="xs" mt="xs">
          <Radio value={SELF} label={MSG.familyForYourself} disabled={disabled} />
          {members.map((m) => (
            <Radio key={m._id} value={m._id} label={`${m.name} (${m.relationship.name})`} disabled={disabled} />
          ))}
          {list.isPending && <Skeleton h={20} w="50%" />}
          {list.isError && (
            <Text size="sm" c="red.9">
              {list.error.message}
            </Text>
          )}
        </Stack>
      </Radio.Group>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setFormWanted(true);
          setAdding(true);
        }}
        style={{ alignSelf: 'flex-start' }}
        disabled={disabled}
      >
        Add a family member
      </Button>
      {formWanted && (
        <Suspense fallback={null}>
          <FamilyMemberForm opened={adding} member={null} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
