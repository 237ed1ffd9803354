import { Group, Pagination } from '@mantine/core';

interface PagePagerProps {
  /** How many records the server counted. */
  count: number;
  /** Records per page (the list's page size constant). */
  limit: number;
  /** The 0-based page the API takes. */
  page: number;
  onPage: (page: number) => void;
  /** Accessible names of the controls, for lists that share a page with another pager. */
  names?: { next: string; previous: string; item: (page: number) => string };
  size?: 'sm' | 'md';
}

const PAGE_NAMES = { next: 'Next page', previous: 'Previous page', item: (p: number) => `Page ${p}` };

/** Paging under a server-counted list; nothing when one page holds every record. */
export function PagePager({ count, limit, page, onPage, names = PAGE_NAMES, size }: PagePagerProps) {
  const total = Math.ceil(count / limit);
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={page + 1}
        onChange={(p) => onPage(p - 1)}
        size={size}
        getControlProps={(c) => ({ 'aria-label': c === 'next' ? names.next : names.previous })}
        getItemProps={(p) => ({ 'aria-label': names.item(p) })}
      />
    </Group>
  );
}
