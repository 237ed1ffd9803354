import type { CalendarAriaLabels } from '@mantine/dates';

/** Names for the calendar's icon-only buttons (axe button-name): every date picker passes these. */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  monthLevelControl: 'Choose another month',
  yearLevelControl: 'Choose another year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};
