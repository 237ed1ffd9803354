import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { type FormResult, formatDate, type ScoreBand } from '@sahaj/contract';

/** Scores over time (oldest left), with the band edges as reference lines. */
export function ScoreChart({
  results,
  bands,
  maxScore,
  zone,
}: {
  results: FormResult[];
  bands: ScoreBand[];
  maxScore: number | null;
  zone: string;
}) {
  const data = [...results].reverse().map((r) => ({ date: formatDate(r.submittedAt, zone), Score: r.totalScore }));
  return (
    <figure style={{ margin: 0 }} aria-label="Your scores over time">
      <LineChart
        h={220}
        data={data}
        dataKey="date"
        series={[{ name: 'Score', color: 'sahajTeal.7' }]}
        yAxisProps={{ domain: [0, maxScore ?? 'auto'], allowDecimals: false }}
        referenceLines={bands.slice(1).map((b) => ({ y: b.min, label: b.label, color: 'gray.5' }))}
        curveType="linear"
        withDots
        gridAxis="y"
      />
      <VisuallyHidden component="figcaption">{data.map((d) => `${d.date}: ${d.Score}`).join('; ')}</VisuallyHidden>
    </figure>
  );
}
