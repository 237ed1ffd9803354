/**
 * A therapist's availability on the web: the weekly editor, time off and extra time, and the week
 * drawn as a grid. The rules behind every edit live in the contract (`@sahaj/contract`'s
 * availability module); these components only show them.
 */
export { DatedSlotsEditor, WeeklyEditor } from './components/availability-editor';
export { WeekGrid, type WeekGridDay } from './components/week-grid';
