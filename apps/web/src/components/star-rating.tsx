import { Group, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';

/**
 * Stars to choose 1 to `count` as the ARIA radio group pattern works: one Tab stop (the chosen star,
 * else the first), the arrow keys move the choice at once and Home/End jump, Space or a click chooses.
 * Mantine's Rating moves only a preview on the arrow keys and needs Space to choose (issue 20 #11).
 */
export function StarRating({
  value,
  onChange,
  label,
  count = 5,
  size = 32,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  /** The group's accessible name, e.g. 'Your rating, 1 to 5 stars'. */
  label: string;
  count?: number;
  size?: number;
  invalid?: boolean;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (v: number) => {
    onChange(v);
    refs.current[v - 1]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // From the focused star (APG radio group): Right on an unchosen first star goes to the second.
    const focused = refs.current.indexOf(e.target as HTMLButtonElement) + 1;
    const current = focused || value || 0;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? current >= count
          ? 1
          : current + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? current <= 1
            ? count
            : current - 1
          : e.key === 'Home'
            ? 1
            : e.key === 'End'
              ? count
              : null;
    if (next === null) return;
    e.preventDefault();
    choose(next);
  };
  const stars = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Group gap={2} role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} onKeyDown={onKeyDown}>
      {stars.map((v) => {
        const checked = v === value;
        const full = v <= value;
        const Icon = full ? IconStarFilled : IconStar;
        return (
          <UnstyledButton
            key={v}
            ref={(el) => {
              refs.current[v - 1] = el;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={`${v} ${v === 1 ? 'star' : 'stars'}`}
            tabIndex={checked || (value < 1 && v === 1) ? 0 : -1}
            onClick={() => choose(v)}
            // 44 px targets on a phone (UI.md), the star drawn inside
            w={Math.max(size, 44)}
            h={Math.max(size, 44)}
            style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Icon
              size={size}
              aria-hidden
              color={full ? 'var(--mantine-color-yellow-7)' : 'var(--mantine-color-gray-6)'}
              stroke={1.5}
            />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
