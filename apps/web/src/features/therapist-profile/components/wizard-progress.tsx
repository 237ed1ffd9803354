import { Box, Group, Text } from '@mantine/core';

/**
 * The wizard's segmented progress bar: 6 segments, or 3 for external sign-in (then each segment
 * covers two pages).
 */
export function WizardProgress({ page, pages, segments }: { page: number; pages: number; segments: number }) {
  const filled = Math.ceil((page / pages) * segments);
  return (
    <Box>
      <Group
        gap={6}
        wrap="nowrap"
        role="progressbar"
        aria-label="Profile progress"
        aria-valuemin={1}
        aria-valuemax={pages}
        aria-valuenow={page}
        aria-valuetext={`Page ${page} of ${pages}`}
      >
        {Array.from({ length: segments }, (_, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
            key={i}
            data-filled={i < filled || undefined}
            h={6}
            style={{
              flex: 1,
              borderRadius: 999,
              background: i < filled ? 'var(--mantine-color-sahajTeal-7)' : 'var(--mantine-color-warmGray-2)',
              transition: 'background 200ms ease',
            }}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Step {page} of {pages}
      </Text>
    </Box>
  );
}
