/** What other features (and the shell) may use from discovery. */
export { useTherapist } from './api/get-therapist';
export { HeaderSearchButton, LazyHeaderSearch } from './components/lazy-header-search';
export { ListFiltersPanel } from './components/list-filters';
export { SlotPicker } from './components/slot-picker';
export { TherapistAvatar } from './components/therapist-avatar';
export { feeLabel } from './lib/fee';
export { type ListFilters, SORT_LABELS } from './lib/list-params';
export { formatTimeInZone, zoneName } from './lib/zone';
