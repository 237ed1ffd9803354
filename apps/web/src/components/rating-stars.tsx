/**
 * A rating shown, not chosen: five stars filled to the value (4.3 fills four stars and a third of the
 * fifth). Decorative (aria-hidden): the text beside it says the rating. Mantine's Rating is an input —
 * with fractions={10} it draws 51 radio inputs, labels and icons for every row — which on the therapist
 * list (ten cards) was a fifth of the page's render on a phone; this is two drawings of plain elements.
 * To choose stars, see StarRating.
 */
const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
/** Mantine's Rating sizes (--rating-size-sm / -md), so both look alike. */
const SIZE_PX = { sm: 18, md: 20 } as const;

export function RatingStars({
  value,
  size = 'md',
  count = 5,
}: {
  value: number;
  size?: keyof typeof SIZE_PX;
  count?: number;
}) {
  const px = SIZE_PX[size];
  const share = Math.min(1, Math.max(0, value / count));
  const row = (color: string) => (
    <svg
      width={px * count}
      height={px}
      viewBox={`0 0 ${24 * count} 24`}
      fill={color}
      stroke={color}
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ display: 'block', maxWidth: 'none' }}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed and never reorder
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
  return (
    <span
      aria-hidden="true"
      data-rating={value}
      style={{ position: 'relative', display: 'inline-block', flex: 'none' }}
    >
      {row('var(--mantine-color-gray-3)')}
      <span style={{ position: 'absolute', top: 0, left: 0, bottom: 0, width: `${share * 100}%`, overflow: 'hidden' }}>
        {row('var(--mantine-color-yellow-filled)')}
      </span>
    </span>
  );
}
