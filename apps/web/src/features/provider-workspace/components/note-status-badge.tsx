import { Badge } from '@mantine/core';
import type { SessionNoteStatus } from '@sahaj/contract';

const LOOK: Record<SessionNoteStatus, { label: string; color: string }> = {
  none: { label: 'No note yet', color: 'gray' },
  draft: { label: 'Draft', color: 'yellow' },
  signed: { label: 'Signed', color: 'teal' },
};

/** Where a session's note stands. */
export function NoteStatusBadge({ status }: { status: SessionNoteStatus }) {
  return (
    <Badge variant="light" color={LOOK[status].color} c="dark.7" tt="none">
      {LOOK[status].label}
    </Badge>
  );
}
