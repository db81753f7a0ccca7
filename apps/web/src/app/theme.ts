import { createTheme } from '@mantine/core';
import { accessibleComponentDefaults } from './accessible-defaults';

// The font is set in Mantine's variables by src/first-paint/first-paint.css, so the page's first paint has it too.
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  components: accessibleComponentDefaults,
});
