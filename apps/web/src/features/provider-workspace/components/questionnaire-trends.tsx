import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { type ConsultationDetails, formatDate, type QuestionnaireTrend } from '@sahaj/contract';

const TREND_TITLES = { phq9: 'PHQ-9 (depression)', gad7: 'GAD-7 (anxiety)' } as const;

/** PHQ-9 / GAD-7 scores over time as a chart, with the same figures in a table (the text alternative). */
export function QuestionnaireTrends({ details, zone }: { details: ConsultationDetails; zone: string }) {
  const trends = details.questionnaireTrends.filter((t) => t.points.length > 0);
  return (
    <Stack gap="lg">
      {trends.length === 0 && details.questionnaires.length === 0 ? (
        <Card padding="lg">
          <Text c="dimmed">The patient has not shared a questionnaire result with you yet.</Text>
        </Card>
      ) : null}
      {trends.map((t) => (
        <TrendCard key={t.scoring} trend={t} zone={zone} />
      ))}
      {details.questionnaires.length > 0 && (
        <Card padding="lg" component="section" aria-labelledby="results-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="results-title">
              Shared results
            </Title>
            {details.questionnaires.map((r) => (
              <Text key={r._id} size="sm">
                <b>{r.formName}</b> · {formatDate(r.submittedAt, zone)} · score {r.totalScore}
                {r.maxScore ? ` of ${r.maxScore}` : ''}
                {r.band ? ` · ${r.band}` : ''}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function TrendCard({ trend, zone }: { trend: QuestionnaireTrend; zone: string }) {
  const title = TREND_TITLES[trend.scoring];
  const id = `trend-${trend.scoring}`;
  const data = trend.points.map((p) => ({ date: formatDate(p.submittedAt, zone), Score: p.totalScore }));
  return (
    <Card padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title} score trend
        </Title>
        {/* The chart is a picture of the table below, which screen readers read instead. */}
        <div aria-hidden>
          <LineChart
            h={200}
            data={data}
            dataKey="date"
            series={[{ name: 'Score', color: 'sahajTeal.7' }]}
            yAxisProps={{ domain: [0, trend.maxScore ?? 'auto'], allowDecimals: false, width: 32 }}
            curveType="linear"
            withDots
            gridAxis="y"
          />
        </div>
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder={false} fz="sm">
            <Table.Caption>{title} scores, oldest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Severity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trend.points.map((p) => (
                <Table.Tr key={p.submittedAt}>
                  <Table.Td>{formatDate(p.submittedAt, zone)}</Table.Td>
                  <Table.Td>
                    {p.totalScore}
                    {trend.maxScore ? ` of ${trend.maxScore}` : ''}
                  </Table.Td>
                  <Table.Td>{p.band ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
