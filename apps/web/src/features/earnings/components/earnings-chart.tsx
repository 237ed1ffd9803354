import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { type EarningsMonth, formatMonthKey, formatNumber, formatRupees, hasWholePaise } from '@sahaj/contract';

/** Amounts from the reply in the spec's display; a chart's own axis steps may not be whole paise. */
const rupees = (major: number, currency: string) =>
  hasWholePaise(major) ? formatRupees(major, currency) : formatNumber(major);

/** Net earnings and the platform's commission per month, oldest left (UI.md: a chart over words). */
export function EarningsChart({ months, currency }: { months: EarningsMonth[]; currency: string }) {
  const data = months.map((m) => ({ month: formatMonthKey(m.month, false), Net: m.net, Commission: m.commission }));
  return (
    <figure style={{ margin: 0 }} aria-label="Earnings by month">
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        type="stacked"
        series={[
          { name: 'Net', color: 'sahajTeal.7' },
          { name: 'Commission', color: 'gray.4' },
        ]}
        valueFormatter={(v) => rupees(v, currency)}
        withLegend
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 72 }}
      />
      <VisuallyHidden component="figcaption">
        {months
          .map(
            (m) =>
              `${formatMonthKey(m.month)}: net ${rupees(m.net, currency)}, commission ${rupees(m.commission, currency)}`,
          )
          .join('; ')}
      </VisuallyHidden>
    </figure>
  );
}
