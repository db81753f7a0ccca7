import type { MantineThemeComponents } from '@mantine/core';

/**
 * Names for the buttons Mantine draws as bare icons (WCAG 4.1.2, axe "button-name"): the clear button of
 * clearable inputs and the close button of dialogs, drawers and toasts; and keyboard access to wide tables. Given once here as theme default
 * props, so no screen can forget them. Badges keep their whole text. Plain objects (not `Component.extend`) so that the theme does not
 * pull @mantine/dates into every page.
 */
const clearable = { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } };
const closable = { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } };

export const accessibleComponentDefaults: MantineThemeComponents = {
  Select: clearable,
  MultiSelect: clearable,
  Autocomplete: clearable,
  TagsInput: clearable,
  FileInput: clearable,
  DateInput: clearable,
  DatePickerInput: clearable,
  Modal: closable,
  Drawer: closable,
  // A dialog's title bar is drawn as a <header>, which a screen reader counts as a second page banner beside the
  // portal's own header while the dialog is open (axe "landmark-no-duplicate-banner"): it is a plain block.
  ModalHeader: { defaultProps: { component: 'div' } },
  DrawerHeader: { defaultProps: { component: 'div' } },
  Notification: closable,
  // A table wider than a phone scrolls sideways: its scroll area takes focus so arrow keys scroll it
  // (axe "scrollable-region-focusable"). The paged list does the same for its own scroll area.
  // A field's error is spoken when it appears, not only when the field is focused again (WCAG 4.1.3);
  // every input's error is already tied to its field through aria-describedby.
  InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
  TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  // A badge is a word or two that must be read whole: Mantine cuts its text to an ellipsis when its row is
  // narrow ("Overdue" drawn as "O." beside a status in a list column). It keeps its text's width and does not
  // shrink; a table that grows too wide scrolls.
  // An outline badge is filled with the page's background, so its coloured text keeps AA contrast on a tinted
  // row or alert too ("Your department — Office Use" on the highlighted row: 4.0:1 on light blue).
  Badge: {
    styles: { root: { minWidth: 'max-content', flexShrink: 0 } },
    vars: (_theme: unknown, props: { variant?: string }) => (props.variant === 'outline' ? { root: { '--badge-bg': 'var(--mantine-color-body)' } } : { root: {} }),
  },
  // A number is never changed behind the user's back: Mantine would clamp a typed value into min…max when the
  // field loses focus (a stock of -5 sent as 1). The typed value stays; a value out of range is an error.
  NumberInput: { defaultProps: { clampBehavior: 'none' } },
};
