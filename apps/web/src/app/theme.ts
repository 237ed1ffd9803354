import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep, calm teal: shade 7 on white is 5.5:1, so text and buttons pass WCAG AA. */
const sahajTeal: MantineColorsTuple = [
  '#e6f7f5',
  '#ccefeb',
  '#99ded7',
  '#5fc9be',
  '#2fb3a6',
  '#14998c',
  '#0f857a',
  '#0f766e',
  '#0b5f58',
  '#074842',
];
/** Warm coral for the one call to action per screen; shade 8 keeps AA contrast with white text. */
const sahajCoral: MantineColorsTuple = [
  '#fff0eb',
  '#ffe0d6',
  '#fcc0ad',
  '#f79f82',
  '#f08a6c',
  '#e8704f',
  '#d65b3a',
  '#b9472a',
  '#9c3a22',
  '#7d2e1b',
];
/**
 * Slightly warm neutrals, used as Mantine's `gray`: shade 6 (the 'dimmed' text colour) is #6f665e,
 * 5.6:1 on white, where Mantine's default grey would fall below WCAG AA.
 */
const warmGray: MantineColorsTuple = [
  '#faf8f6',
  '#f2efec',
  '#e6e1dc',
  '#d3ccc5',
  '#b3aaa1',
  '#8f857b',
  '#6f665e',
  '#574f48',
  '#3f3934',
  '#2a2521',
];

export const theme = createTheme({
  primaryColor: 'sahajTeal',
  primaryShade: 7,
  colors: { sahajTeal, sahajCoral, warmGray, gray: warmGray },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Apple Color Emoji", "Segoe UI Emoji", sans-serif',
  headings: { fontWeight: '650' },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { md: '1.6' },
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#2a2521',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', shadow: undefined } },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Links are underlined: in a sentence, colour alone does not set them apart (WCAG 1.4.1,
    // axe link-in-text-block). A link that is plainly a control (the logo) says underline="never".
    Anchor: { defaultProps: { underline: 'always' } },
    // 24 × 24 boxes: WCAG 2.2 target size (2.5.8); Mantine's default box is 20 px.
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    // Close buttons of toasts and popups are icon-only: give them a name (button-name) and room.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close', size: 'lg' } } },
    // A light alert's title is drawn in its colour on its own tint: orange read at 3.6:1. Titles take
    // the text colour; the tint and the icon still say what kind of message it is.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
  other: { accentColor: 'sahajCoral', statusColors: { cancelled: 'red', completed: 'green', other: 'blue' } },
});

/**
 * Mantine's error colour (red.6, #fa5252) is 3.3:1 on white; field errors use red.9 (#c92a2a), 5.9:1,
 * so every error message under a field meets WCAG AA. Placeholders likewise take gray.6.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders ('Pick a date') in the dimmed text colour, gray.6 (5.6:1), instead of gray.5 (3.6:1).
  light: { '--mantine-color-error': '#c92a2a', '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
