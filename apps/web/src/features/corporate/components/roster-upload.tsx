import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { ROSTER_MAX_ROWS, type RosterReport } from '@sahaj/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notify } from '../../../lib/notify';
import { useInviteRoster } from '../api/invite-roster';

type Row = RosterReport['rows'][number];
const MAX_FILE_BYTES = 200_000;

/**
 * Invite many people from a CSV roster: one e-mail per row, or a header row with an 'email' column.
 * Every row is invited or none is: a file with bad rows comes back with those rows named, nothing
 * imported (the server's per-row report is shown either way).
 */
export function RosterUpload({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<{ message: string; rows: Row[]; ok: boolean } | null>(null);
  const roster = useInviteRoster();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!file) return;
    setReport(null);
    if (file.size > MAX_FILE_BYTES) {
      setProblem('The file can be at most 200 KB');
      return;
    }
    const csv = await file.text();
    roster.mutate(csv, {
      onSuccess: (r) => {
        setReport({ message: r.message, rows: r.rows, ok: true });
        notify.success(r.message);
        onDone();
      },
      onError: (err) => {
        const rows = err instanceof ApiError && Array.isArray(err.data?.rows) ? (err.data.rows as Row[]) : [];
        setReport({ message: errorMessage(err), rows, ok: false });
      },
    });
  }

  const bad = report?.rows.filter((r) => !r.ok) ?? [];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FileInput
          label="Roster (CSV)"
          description={`One work e-mail per row, or a header row with an 'email' column. Up to ${ROSTER_MAX_ROWS} rows.`}
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setProblem(null);
            setReport(null);
          }}
          error={problem}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
        />
        {report && (
          <Alert
            color={report.ok ? 'teal' : 'red'}
            variant="light"
            role={report.ok ? 'status' : 'alert'}
            title={report.message}
          >
            {report.ok ? (
              <Text size="sm">
                {report.rows.filter((r) => r.ok).length} of {report.rows.length} rows invited.
              </Text>
            ) : (
              bad.length > 0 && (
                <Table mt="xs" fz="sm" verticalSpacing={4} aria-label="Rows that could not be read">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bad.map((r) => (
                      <Table.Tr key={r.row}>
                        <Table.Td>{r.row}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{r.email || '(empty)'}</Table.Td>
                        <Table.Td>{r.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )
            )}
          </Alert>
        )}
        {report?.ok && report.rows.some((r) => r.message) && (
          <Stack gap={4}>
            {report.rows
              .filter((r) => r.message)
              .map((r) => (
                <Group key={r.row} gap="xs" wrap="nowrap">
                  <Badge variant="light" color={r.ok ? 'gray' : 'red'} c="dark.7">
                    Row {r.row}
                  </Badge>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {r.email}: {r.message}
                  </Text>
                </Group>
              ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!file} loading={roster.isPending}>
            Upload and invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
