import { Button, Stack, Text } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useCompanyTherapists } from '../../corporate';
import { toCard } from '../lib/to-card';
import { TherapistCard, TherapistCardSkeleton } from './therapist-card';

/**
 * A corporate patient's therapist list (spec 03 §6): only the therapists their company chose, searched
 * by name (GET companies/employees/{companyId}/companyselectedproviders). Sessions with them are paid
 * from company credits, so the card says so instead of the personal fee.
 */
export function CompanyTherapistList({
  companyId,
  companyName,
  text,
  onShowAll,
}: {
  companyId: string;
  companyName: string;
  text: string;
  onShowAll: () => void;
}) {
  const list = useCompanyTherapists(companyId, text);
  if (list.isPending)
    return (
      <Stack gap="md" role="status" aria-label="Loading therapists">
        {[0, 1, 2].map((k) => (
          <TherapistCardSkeleton key={k} />
        ))}
      </Stack>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const doctors = list.data.companyselectedProviders;
  if (doctors.length === 0)
    return (
      <EmptyState
        title={MSG.noTherapistsFound}
        hint={
          text
            ? `None of ${companyName}'s therapists matches that name.`
            : `${companyName} has not chosen therapists yet. You can still book any therapist and pay yourself.`
        }
        action={
          <Button variant="light" onClick={onShowAll}>
            Browse all therapists
          </Button>
        }
        minHeight="30vh"
      />
    );
  return (
    <RefreshingStack busy={list.isPlaceholderData} gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {doctors.length === 1 ? '1 therapist' : `${doctors.length} therapists`}
      </Text>
      {doctors.map((d) => (
        <TherapistCard key={d._id} t={{ ...toCard(d), fee: 'Company credits' }} />
      ))}
    </RefreshingStack>
  );
}
