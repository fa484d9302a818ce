import { type CSSVariablesResolver, createTheme, Drawer, Modal, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Close buttons are icons: name them for screen readers (axe button-name); a dialog may say more.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});

/**
 * Secondary ("dimmed") text in the light scheme. Mantine's default, gray.6 #868e96, is 3.32:1 on white and
 * fails WCAG AA (4.5:1) on every page (issue 21); this grey is 6.1:1 on white and 5.8:1 on gray.0.
 */
export const DIMMED_LIGHT = '#5c636a';

/** Text of light green badges and alerts in the light scheme: 5.3:1 on their background. */
export const GREEN_LIGHT_TEXT = '#237032';

/** Text of light orange badges in the light scheme: 5.7:1 on their background. */
export const ORANGE_LIGHT_TEXT = '#a13a06';

/** Text of light yellow badges ("Waiting for an answer"): 5.7:1 on their background (yellow.9 was 2.7:1). */
export const YELLOW_LIGHT_TEXT = '#8a5300';

/**
 * The other colours the app shows as light badges and alerts take their darkest shade as text (Mantine's
 * default, shade 6 or 7, is near 3:1 on the tinted background); each is ≥ 4.5:1 there.
 */
const DARKEST_SHADE_TEXT = ['red', 'blue', 'grape', 'violet', 'pink', 'gray', 'cyan', 'indigo'];

/** Text of light teal badges: teal.9 is 4.3:1 on teal's light background; this is 6.0:1. */
export const TEAL_LIGHT_TEXT = '#066649';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_LIGHT,
    // Light green badges ("Online now", "Available in stock"): green.9 on green's light background is 3.8:1.
    '--mantine-color-green-light-color': GREEN_LIGHT_TEXT,
    // Light orange badges ("Not in your plan"): orange.9 on orange's light background is 3.3:1.
    '--mantine-color-orange-light-color': ORANGE_LIGHT_TEXT,
    '--mantine-color-yellow-light-color': YELLOW_LIGHT_TEXT,
    '--mantine-color-teal-light-color': TEAL_LIGHT_TEXT,
    // Field errors (their message and the text in the field): red.6 is 3.6:1 on white; red.9 is 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      DARKEST_SHADE_TEXT.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
    ),
  },
  dark: {},
});
