import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { ISSUE_CATEGORIES, ISSUE_DESCRIPTION_MAX, reportIssueBody } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useReportIssue } from '../api/report-issue';

/** 'Report a problem' with a session: what it is about and what happened. */
export function ReportIssueForm({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const report = useReportIssue();
  const [category, setCategory] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ category?: string; description?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  function submit() {
    const parsed = reportIssueBody.safeParse({ appointmentId, category: category ?? undefined, description });
    if (!parsed.success) {
      const e: typeof errors = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] as 'category' | 'description';
        e[k] ??= i.message;
      }
      setErrors(e);
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: (r) => {
        notify.success(r.message);
        setDone(r.message);
      },
      onError: (err) => setErrors({ form: err.message }),
    });
  }

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
        <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
          Back
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Select
        label="What is the problem about?"
        data={[...ISSUE_CATEGORIES]}
        value={category}
        onChange={(v) => {
          setCategory(v);
          setErrors((e) => ({ ...e, category: undefined }));
        }}
        error={errors.category}
        withAsterisk
        comboboxProps={{ zIndex: 500 }}
      />
      <Textarea
        label="What happened?"
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
          setErrors((x) => ({ ...x, description: undefined }));
        }}
        error={errors.description}
        maxLength={ISSUE_DESCRIPTION_MAX}
        autosize
        minRows={3}
        withAsterisk
      />
      {errors.form && (
        <Alert color="red" variant="light" role="alert">
          {errors.form}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Back
        </Button>
        <Button onClick={submit} loading={report.isPending}>
          Report problem
        </Button>
      </Group>
    </Stack>
  );
}
