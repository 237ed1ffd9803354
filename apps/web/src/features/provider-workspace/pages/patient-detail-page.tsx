import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useViewerZone } from '../../auth';
import { useConsultationDetails } from '../api/get-consultation-details';
import { FollowUpsCard } from '../components/follow-ups-card';
import { HealthProfileCard } from '../components/health-profile-card';
import { LoadError } from '../components/load-error';
import { NotesCard } from '../components/notes-card';
import { PatientHeader } from '../components/patient-header';
import { PatientMedications } from '../components/patient-medications';
import { PrescriptionsCard } from '../components/prescriptions-card';
import { QuestionnaireTrends } from '../components/questionnaire-trends';
import { SessionsCard } from '../components/sessions-card';

const TABS = ['health', 'questionnaires', 'sessions', 'prescriptions', 'follow-ups', 'medications'] as const;
type Tab = (typeof TABS)[number];

/** patients/{patientId} (GET /provider/consulation-details): one patient's record, in tabs. */
export function PatientDetailPage() {
  const { patientId = '' } = useParams();
  const zone = useViewerZone();
  const details = useConsultationDetails(patientId);
  const [tab, setTab] = useState<Tab>('sessions');

  if (details.isPending)
    return (
      <Stack gap="lg" role="status" aria-label="Loading the patient's record">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={40} radius="md" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  if (details.isError) {
    const refused = details.error instanceof ApiError && [400, 403, 404].includes(details.error.status);
    return (
      <LoadError
        title={refused ? 'This record is not open to you' : 'Could not load the record'}
        message={details.error.message}
        onRetry={() => details.refetch()}
      />
    );
  }
  const d = details.data;
  const hideRx = !d.canPrescribe && d.prescriptions.length === 0;
  return (
    <Stack gap="lg">
      <PatientHeader details={d} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List aria-label="Parts of the record">
          <Tabs.Tab value="sessions">Sessions & notes</Tabs.Tab>
          <Tabs.Tab value="health">Health profile</Tabs.Tab>
          <Tabs.Tab value="questionnaires">Questionnaires</Tabs.Tab>
          {!hideRx && <Tabs.Tab value="prescriptions">Prescriptions</Tabs.Tab>}
          <Tabs.Tab value="follow-ups">Follow-ups</Tabs.Tab>
          <Tabs.Tab value="medications">Medications</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sessions" pt="lg">
          <Stack gap="lg">
            <SessionsCard details={d} zone={zone} />
            <NotesCard details={d} zone={zone} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="health" pt="lg">
          <HealthProfileCard details={d} zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="questionnaires" pt="lg">
          <QuestionnaireTrends details={d} zone={zone} />
        </Tabs.Panel>
        {!hideRx && (
          <Tabs.Panel value="prescriptions" pt="lg">
            <PrescriptionsCard details={d} zone={zone} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="follow-ups" pt="lg">
          <FollowUpsCard details={d} zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="medications" pt="lg">
          <PatientMedications details={d} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
