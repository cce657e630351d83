import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep navy: every shade from 6 up keeps white text above 4.5:1 (WCAG AA).
const brand: MantineColorsTuple = [
  '#e8f1f8',
  '#d0e1ef',
  '#a3c3df',
  '#72a3cd',
  '#4a87bd',
  '#316fa6',
  '#245a89',
  '#1b4a73',
  '#123a5c',
  '#0b2a45',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Mantine's default focus ring only on keyboard focus; kept visible, never removed.
  focusRing: 'auto',
  // A visitor whose system asks for less motion gets dialogs, menus and notifications without
  // their fades and slides (WCAG 2.3.3); Mantine ignores that setting unless told (D-196).
  respectReducedMotion: true,
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

// Mantine's defaults for dimmed text (gray.6) and errors (red.6, red.7 when filled)
// are 3.3 to 4:1 on white; WCAG AA wants 4.5:1 for body text.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-8)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
