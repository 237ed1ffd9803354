import {
  ActionIcon,
  Alert,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney, MSG, type Treatment } from '@sahaj/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { useDeleteTreatment, useSaveTreatment, useTreatments, useUpdateWorkProfile } from '../api/work-profile';
import type { StepProps } from './step-props';
import { TreatmentModal } from './treatment-modal';
import { WizardFooter } from './wizard-footer';

const symbolOf = (currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')
    ?.value ?? currency;

/** Page 5: Pricing. */
export function StepPricing({ profile, onSaved }: StepProps) {
  const update = useUpdateWorkProfile();
  const treatments = useTreatments();
  const saveTreatment = useSaveTreatment();
  const deleteTreatment = useDeleteTreatment();
  const [fee, setFee] = useState(profile.consultationFee != null ? String(profile.consultationFee) : '');
  const [feeError, setFeeError] = useState<string | null>(null);
  const [modal, setModal] = useState<{ treatment: Treatment | null } | null>(null);
  const currency = profile.currency;
  const symbol = symbolOf(currency);

  const onContinue = () => {
    if (fee === '') {
      setFeeError(MSG.fillPrice);
      notify.error(MSG.fillPrice);
      return;
    }
    update.mutate(
      { consultationFee: Number(fee), currency },
      { onSuccess: (r) => onSaved(r), onError: (err) => notify.error(err) },
    );
  };

  return (
    <>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Consultation fee"
            description="Per session, whole numbers"
            withAsterisk
            inputMode="numeric"
            leftSection={<Text size="sm">{symbol}</Text>}
            value={fee}
            onChange={(e) => {
              // Digits only; empty or digits are accepted while typing.
              setFee(e.currentTarget.value.replace(/\D/g, ''));
              setFeeError(null);
            }}
            error={feeError}
            maxLength={7}
          />
          <Select label="Currency" description="Fixed for your account" data={[currency]} value={currency} disabled />
        </SimpleGrid>

        <Stack gap="xs" component="section" aria-label="Specializations and prices">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={3} size="h5">
                Specializations and prices
              </Title>
              <Text size="sm" c="dimmed">
                Optional: a different price for a particular kind of therapy.
              </Text>
            </div>
            <ActionIcon
              variant="light"
              size="lg"
              radius="xl"
              aria-label="Add specialization price"
              onClick={() => setModal({ treatment: null })}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Group>
          {treatments.isPending && <Skeleton h={56} radius="lg" />}
          {treatments.isError && <Alert color="red">{errorMessage(treatments.error)}</Alert>}
          {treatments.data?.length === 0 && (
            <Card padding="md" bg="warmGray.0" style={{ borderStyle: 'dashed' }}>
              <Text size="sm" c="dimmed">
                No specialization prices yet.
              </Text>
            </Card>
          )}
          {treatments.data?.map((t) => (
            <Card key={t._id} padding="sm" data-testid="treatment-card">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {t.treatmentName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatMoney(t.treatmentPrice * 100, t.currency)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Edit ${t.treatmentName}`}
                    onClick={() => setModal({ treatment: t })}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${t.treatmentName}`}
                    loading={deleteTreatment.isPending && deleteTreatment.variables === t._id}
                    onClick={() =>
                      deleteTreatment.mutate(t._id, {
                        onSuccess: (r) => notify.success(r.message),
                        onError: (err) => notify.error(err),
                      })
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
      <TreatmentModal
        opened={!!modal}
        treatment={modal?.treatment ?? null}
        currencySymbol={symbol}
        onClose={() => setModal(null)}
        saving={saveTreatment.isPending}
        onSubmit={(d) =>
          saveTreatment.mutate(
            { ...d, ...(modal?.treatment ? { treatmentId: modal.treatment._id } : {}) },
            {
              onSuccess: (r) => {
                notify.success(r.message);
                setModal(null);
              },
              onError: (err) => notify.error(err),
            },
          )
        }
      />
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}
