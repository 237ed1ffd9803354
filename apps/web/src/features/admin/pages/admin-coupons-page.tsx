import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type AdminCoupon,
  addDays,
  type CouponBody,
  couponBody,
  dayOfInstant,
  formatDate,
  MSG,
  SEARCH_ALLOWED,
  SEARCH_DEBOUNCE_MS,
  startOfDayIn,
  todayIn,
} from '@sahaj/contract';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage, notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  type CouponListStatus,
  useAdminCoupons,
  useSaveCoupon,
  useSetCouponActive,
} from '../../coupons';
import { useTherapists } from '../api/therapists';

const FILTERS: Array<{ value: CouponListStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

interface FormValues {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: string;
  validFrom: string | null;
  validUntil: string | null;
  totalLimit: string;
  perPatientLimit: string;
  therapistId: string | null;
}

const blank = (zone: string): FormValues => ({
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  validFrom: todayIn(zone),
  validUntil: null,
  totalLimit: '',
  perPatientLimit: '',
  therapistId: null,
});
const fromCoupon = (c: AdminCoupon, zone: string): FormValues => ({
  code: c.code,
  description: c.description ?? '',
  kind: c.kind,
  value: String(c.value),
  validFrom: dayOfInstant(new Date(c.validFrom), zone),
  // Stored as the instant after the last day: shown as that last day.
  validUntil: c.validUntil ? addDays(dayOfInstant(new Date(c.validUntil), zone), -1) : null,
  totalLimit: c.totalLimit === null ? '' : String(c.totalLimit),
  perPatientLimit: c.perPatientLimit === null ? '' : String(c.perPatientLimit),
  therapistId: c.therapistId,
});

/** Days in the admin's zone become instants: from the start of the first day to the end of the last. */
function toBody(v: FormValues, zone: string): CouponBody {
  return {
    code: v.code,
    description: v.description.trim() || null,
    kind: v.kind,
    value: v.value,
    validFrom: v.validFrom ? startOfDayIn(v.validFrom, zone).toISOString() : '',
    validUntil: v.validUntil ? startOfDayIn(addDays(v.validUntil, 1), zone).toISOString() : null,
    totalLimit: v.totalLimit,
    perPatientLimit: v.perPatientLimit,
    therapistId: v.therapistId,
  };
}

function CouponForm({ editing, onDone }: { editing: AdminCoupon | null; onDone: () => void }) {
  const save = useSaveCoupon();
  const therapists = useTherapists('active', 0, '');
  const zone = useViewerZone();
  const form = useForm<FormValues>({
    initialValues: editing ? fromCoupon(editing, zone) : blank(zone),
    validate: (values) => {
      const parsed = couponBody.safeParse(toBody(values, zone));
      const errors: Record<string, string> = {};
      if (!values.validFrom) errors.validFrom = MSG.couponValidFromRequired;
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (key && !errors[key]) errors[key] = issue.message;
        }
      }
      return errors;
    },
  });
  const percent = form.values.kind === 'percent';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { id: editing?._id, body: toBody(values, zone) },
          {
            onSuccess: (r) => {
              notify.success(r.message);
              onDone();
            },
            onError: (err) => showServerError(err, formErrorTarget(form)),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label="Code"
          description="3 to 20 letters, digits, - or _; patients may type it in any case"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('code')}
        />
        <Textarea label="Description" autosize minRows={1} maxRows={3} {...form.getInputProps('description')} />
        <SegmentedControl
          aria-label="Discount type"
          data={[
            { value: 'percent', label: 'Percentage' },
            { value: 'flat', label: 'Flat amount (₹)' },
          ]}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={percent ? 'Discount (%)' : 'Discount (₹)'}
          withAsterisk
          inputMode="numeric"
          rightSection={<Text size="sm">{percent ? '%' : '₹'}</Text>}
          {...form.getInputProps('value')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label="Valid from"
            withAsterisk
            valueFormat="D MMM YYYY"
            {...form.getInputProps('validFrom')}
          />
          <DatePickerInput
            label="Valid until"
            description="Last day it can be used; empty: no end"
            clearable
            valueFormat="D MMM YYYY"
            {...form.getInputProps('validUntil')}
          />
          <TextInput
            label="Total uses"
            description="Empty: no limit"
            inputMode="numeric"
            {...form.getInputProps('totalLimit')}
          />
          <TextInput
            label="Uses per patient"
            description="Empty: no limit"
            inputMode="numeric"
            {...form.getInputProps('perPatientLimit')}
          />
        </SimpleGrid>
        <Select
          label="Only with this therapist"
          description="Empty: any therapist"
          placeholder="Any therapist"
          searchable
          clearable
          data={(therapists.data?.therapists ?? []).map((t) => ({ value: t._id, label: t.name ?? t.email ?? t._id }))}
          nothingFoundMessage="No approved therapist with this name"
          {...form.getInputProps('therapistId')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save changes' : 'Create coupon'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CouponRow({ c, onEdit }: { c: AdminCoupon; onEdit: () => void }) {
  const setActive = useSetCouponActive();
  const zone = useViewerZone();
  const until = c.validUntil ? formatDate(new Date(new Date(c.validUntil).getTime() - 1), zone) : 'no end';
  return (
    <Card component="li" padding="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 220, flex: 1 }}>
          <Group gap={8}>
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {c.code}
            </Text>
            <Badge variant="light" color="sahajTeal" tt="none">
              {c.label}
            </Badge>
            <Badge size="sm" variant="dot" color={c.active ? 'green' : 'gray'}>
              {c.active ? 'Active' : 'Disabled'}
            </Badge>
          </Group>
          {c.description && (
            <Text size="sm" c="dimmed">
              {c.description}
            </Text>
          )}
          <Text size="sm">
            {formatDate(c.validFrom, zone)} – {until}
            {c.therapistName ? ` · only with ${c.therapistName}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Used {c.used}
            {c.totalLimit !== null ? ` of ${c.totalLimit}` : ''}
            {c.reserved ? ` · ${c.reserved} in payments now` : ''}
            {c.perPatientLimit !== null ? ` · ${c.perPatientLimit} per patient` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit coupon ${c.code}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant={c.active ? 'outline' : 'filled'}
            color={c.active ? 'red.9' : 'sahajTeal.8'}
            loading={setActive.isPending}
            aria-label={`${c.active ? 'Disable' : 'Enable'} coupon ${c.code}`}
            onClick={() =>
              setActive.mutate(
                { id: c._id, active: !c.active },
                { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
              )
            }
          >
            {c.active ? 'Disable' : 'Enable'}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /admin/coupons: every coupon with its uses; create, edit, disable or enable. */
export function AdminCouponsPage() {
  const [status, setStatus] = useState<CouponListStatus>('all');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const searchOk = SEARCH_ALLOWED.test(search);
  const [searchKey] = useDebouncedValue(searchOk ? search.trim() : '', SEARCH_DEBOUNCE_MS);
  const q = useAdminCoupons(status, page, searchKey);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const pages = q.data ? Math.max(1, Math.ceil(q.data.count / ADMIN_COUPONS_PAGE_SIZE)) : 1;

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              Coupons
            </Title>
            <Text c="dimmed">Discounts patients can apply at checkout.</Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            New coupon
          </Button>
        </Group>
        <SegmentedControl
          data={FILTERS}
          value={status}
          onChange={(v) => {
            setPage(0);
            setStatus(v as CouponListStatus);
          }}
          aria-label="Show coupons"
          maw={360}
        />
        <TextInput
          aria-label="Search coupons"
          placeholder="Search by code"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          error={searchOk ? undefined : MSG.unsupportedSearch}
          maw={360}
        />
        {q.isPending && (
          <Stack aria-busy="true" role="status" aria-label="Loading coupons">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={96} radius="lg" />
            ))}
          </Stack>
        )}
        {q.isError && (
          <Alert color="red" role="alert">
            {errorMessage(q.error)}
          </Alert>
        )}
        {q.data && q.data.coupons.length === 0 && (
          <EmptyState
            minHeight="30vh"
            title={searchKey ? 'No coupons match this search' : 'No coupons yet'}
            hint="Create one with New coupon; patients see it at checkout while it is active and inside its dates."
          />
        )}
        {q.data && q.data.coupons.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Coupons">
            {q.data.coupons.map((c) => (
              <CouponRow key={c._id} c={c} onEdit={() => setEditing(c)} />
            ))}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New coupon' : 'Edit coupon'}
        size="lg"
      >
        {editing !== null && (
          <CouponForm
            key={editing === 'new' ? 'new' : editing._id}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Container>
  );
}
