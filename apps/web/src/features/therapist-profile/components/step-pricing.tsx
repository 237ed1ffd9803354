import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MSG, type Treatment } from '@sahaj/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { showServerError } from '../../../lib/server-error';
import { PackagesEditor } from '../../subscriptions';
import { useDeleteTreatment } from '../api/delete-treatment';
import { useTreatments } from '../api/get-treatments';
import { useSaveTreatment } from '../api/save-treatment';
import { useUpdateWorkProfile } from '../api/update-work-profile';
import { RupeesInput, readRupees, showRupees } from './rupees-input';
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
  const [confirmFree, setConfirmFree] = useState(false);
  const [modal, setModal] = useState<{ treatment: Treatment | null } | null>(null);
  const currency = profile.currency;
  const symbol = symbolOf(currency);

  const saveFee = (amount: number) =>
    update.mutate(
      { consultationFee: amount, currency },
      {
        onSuccess: (r) => onSaved(r),
        onError: (err) =>
          showServerError(err, (field, m) => {
            if (field !== 'consultationFee') return false;
            setFeeError(m);
            return true;
          }),
      },
    );

  const onContinue = () => {
    const read = readRupees(fee, MSG.fillPrice);
    if ('error' in read) {
      setFeeError(read.error);
      return;
    }
    // Free sessions are allowed, but never by accident.
    if (read.amount === 0) setConfirmFree(true);
    else saveFee(read.amount);
  };

  return (
    <>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <RupeesInput
            label="Consultation fee"
            hint="Per session, in whole rupees (for example 1500)"
            withAsterisk
            currency={currency}
            currencySymbol={symbol}
            required={MSG.fillPrice}
            value={fee}
            onChange={(text) => {
              setFee(text);
              setFeeError(null);
            }}
            error={feeError}
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
                    {showRupees(t.treatmentPrice, t.currency)}
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
        <PackagesEditor treatments={treatments.data ?? []} />
      </Stack>
      <TreatmentModal
        opened={!!modal}
        treatment={modal?.treatment ?? null}
        currency={currency}
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
      <Modal opened={confirmFree} onClose={() => setConfirmFree(false)} title="Free sessions?" centered>
        <Text>
          A fee of {showRupees(0, currency)} means patients book your sessions free of charge. Is that what you want?
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmFree(false)}>
            Change the fee
          </Button>
          <Button
            onClick={() => {
              setConfirmFree(false);
              saveFee(0);
            }}
          >
            Yes, free sessions
          </Button>
        </Group>
      </Modal>
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}
