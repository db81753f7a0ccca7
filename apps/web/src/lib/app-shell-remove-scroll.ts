/**
 * Stands in for `react-remove-scroll` in Mantine's AppShell header, footer and aside (vite.config.ts,
 * `mantineShims`): they use only its two class names (the fixed bars keep their place while a dialog
 * locks the page's scrolling), yet the import loaded the whole scroll-lock library with every layout
 *. Dialogs still use the real one, which adds the styles for these names when it locks.
 * app-shell-remove-scroll.test.ts checks the names against the library's.
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
} as const;
