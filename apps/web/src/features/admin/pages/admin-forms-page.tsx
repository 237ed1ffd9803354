import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AdminForm, type AdminFormBody, adminFormBody, formatDate } from '@sahaj/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { useAdminForms, usePublishAdminForm, useSaveAdminForm } from '../../forms';

type Values = AdminFormBody;
const blankQuestion = (): Values['questions'][number] => ({
  question: '',
  answerType: 'singleSelect',
  options: [
    { label: '', score: 0 },
    { label: '', score: 1 },
  ],
});
const valuesOf = (f: AdminForm | null): Values =>
  f
    ? {
        formName: f.formName,
        formDescription: f.formDescription,
        questions: f.questions.map((q) => ({
          question: q.question,
          answerType: q.answerType,
          options: q.options.map((o) => ({ _id: o._id, label: o.label, score: o.score })),
        })),
      }
    : { formName: '', formDescription: '', questions: [blankQuestion()] };

/** /admin/forms: questionnaires and surveys: create, edit (not the validated PHQ-9 / GAD-7), publish. */
export function AdminFormsPage() {
  const forms = useAdminForms();
  const publish = usePublishAdminForm();
  const zone = useViewerZone();
  const [editing, setEditing] = useState<{ form: AdminForm | null } | null>(null);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Questionnaires</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ form: null })}>
            New form
          </Button>
        </Group>
        {forms.isPending ? (
          <Skeleton h={200} />
        ) : forms.isError ? (
          <Alert color="red">{forms.error.message}</Alert>
        ) : forms.data.forms.length === 0 ? (
          <EmptyState title="No forms yet" />
        ) : (
          <Stack gap="md">
            {forms.data.forms.map((f) => (
              <Card key={f._id} withBorder padding="md" component="article" aria-labelledby={`af-${f._id}`}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text component="h2" id={`af-${f._id}`} fw={650}>
                        {f.formName}
                      </Text>
                      <Badge variant="light" color={f.published ? 'teal' : 'gray'} tt="none" c="dark.7">
                        {f.published ? 'Published' : 'Draft'}
                      </Badge>
                      {f.scoring && (
                        <Badge variant="light" color="grape" tt="none" c="dark.7">
                          Validated, scored
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {f.questions.length} questions · {f.submissions} submissions · updated{' '}
                      {formatDate(f.updatedAt, zone)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {!f.scoring && (
                      <Button variant="default" size="compact-md" onClick={() => setEditing({ form: f })}>
                        Edit
                      </Button>
                    )}
                    <Button
                      size="compact-md"
                      variant={f.published ? 'light' : 'filled'}
                      loading={publish.isPending && publish.variables?.id === f._id}
                      onClick={() =>
                        publish.mutate(
                          { id: f._id, published: !f.published },
                          { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
                        )
                      }
                    >
                      {f.published ? 'Unpublish' : 'Publish'}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && <FormEditor form={editing.form} onClose={() => setEditing(null)} />}
    </Container>
  );
}

function FormEditor({ form: existing, onClose }: { form: AdminForm | null; onClose: () => void }) {
  const save = useSaveAdminForm();
  const form = useForm<Values>({
    initialValues: valuesOf(existing),
    validate: schemaResolver(adminFormBody, { sync: true }),
  });
  return (
    <Modal opened onClose={onClose} title={existing ? 'Edit form' : 'New form'} size="xl">
      <form
        onSubmit={form.onSubmit((body) =>
          save.mutate(
            { id: existing?._id, body },
            {
              onSuccess: (r) => {
                notify.success(r.message);
                onClose();
              },
              onError: (err) => showServerError(err, formErrorTarget(form)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput label="Form name" withAsterisk {...form.getInputProps('formName')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('formDescription')} />
          {form.values.questions.map((q, qi) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question is its position in the form
            <Paper key={qi} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={`Question ${qi + 1}`}
                    withAsterisk
                    style={{ flex: 1 }}
                    {...form.getInputProps(`questions.${qi}.question`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove question ${qi + 1}`}
                    disabled={form.values.questions.length === 1}
                    onClick={() => form.removeListItem('questions', qi)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <SegmentedControl
                  aria-label={`Answer type of question ${qi + 1}`}
                  data={[
                    { value: 'singleSelect', label: 'One answer' },
                    { value: 'multi', label: 'Several answers' },
                  ]}
                  {...form.getInputProps(`questions.${qi}.answerType`)}
                  w="fit-content"
                />
                {q.options.map((_, oi) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the question
                  <Group key={oi} gap="xs" align="flex-end" wrap="nowrap">
                    <TextInput
                      label={`Option ${oi + 1}`}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`questions.${qi}.options.${oi}.label`)}
                    />
                    <NumberInput
                      label="Score"
                      w={90}
                      min={0}
                      max={100}
                      allowDecimal={false}
                      {...form.getInputProps(`questions.${qi}.options.${oi}.score`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={`Remove option ${oi + 1} of question ${qi + 1}`}
                      disabled={q.options.length <= 2}
                      onClick={() => form.removeListItem(`questions.${qi}.options`, oi)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {typeof form.errors[`questions.${qi}.options`] === 'string' && (
                  <Text size="sm" c="red.9">
                    {form.errors[`questions.${qi}.options`]}
                  </Text>
                )}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  w="fit-content"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem(`questions.${qi}.options`, { label: '', score: q.options.length })}
                >
                  Add option
                </Button>
              </Stack>
            </Paper>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('questions', blankQuestion())}
            w="fit-content"
          >
            Add question
          </Button>
          <Text size="xs" c="dimmed">
            A new form is saved as a draft; publish it to show it to patients. Editing keeps past answers as they were.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
