import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import { type CompanyDashboard, formatMonthKey, formatNumber, MSG } from '@sahaj/contract';
import { credits, groupOr } from '../lib/format';

/**
 * Credits spent per month over the last year (UI.md: a chart over words). A month whose sessions
 * were booked by fewer than 5 people is not shown, so no one can be picked out; the text alternative
 * says so month by month.
 */
export function CreditUseChart({ months }: { months: CompanyDashboard['creditUse'] }) {
  const data = months.map((m) => ({ month: formatMonthKey(m.month, false), Credits: m.creditsUsed ?? 0 }));
  const hidden = months.some((m) => m.creditsUsed === null);
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        series={[{ name: 'Credits', color: 'sahajTeal.7' }]}
        valueFormatter={formatNumber}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 56, allowDecimals: false }}
      />
      {hidden && (
        <Text size="xs" c="dimmed" mt={4}>
          Months with sessions by fewer than 5 people show no bar, to keep individuals private.
        </Text>
      )}
      <VisuallyHidden component="figcaption">
        Credits used by month:{' '}
        {months
          .map(
            (m) => `${formatMonthKey(m.month)}: ${m.creditsUsed === null ? MSG.groupTooSmall : credits(m.creditsUsed)}`,
          )
          .join('; ')}
      </VisuallyHidden>
    </figure>
  );
}

/** How many employees were invited, joined, and booked at least one session (aggregates only). */
export function UptakeChart({ uptake }: { uptake: CompanyDashboard['uptake'] }) {
  const data = [
    { stage: 'Invited', People: uptake.invited },
    { stage: 'Accepted', People: uptake.accepted },
    { stage: 'Booked once or more', People: uptake.bookedAtLeastOnce ?? 0 },
  ];
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={200}
        data={data}
        dataKey="stage"
        orientation="vertical"
        series={[{ name: 'People', color: 'sahajTeal.6' }]}
        gridAxis="x"
        tickLine="none"
        yAxisProps={{ width: 150 }}
        xAxisProps={{ allowDecimals: false }}
      />
      {uptake.bookedAtLeastOnce === null && (
        <Text size="xs" c="dimmed" mt={4}>
          Booked: fewer than 5 people so far, so the number is not shown.
        </Text>
      )}
      <VisuallyHidden component="figcaption">
        Employee uptake: invited {uptake.invited}; accepted {uptake.accepted}; booked at least one session{' '}
        {groupOr(uptake.bookedAtLeastOnce)}.
      </VisuallyHidden>
    </figure>
  );
}
