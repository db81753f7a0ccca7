// Mantine's whole style sheet, loaded before any lazily loaded screen or layout shows (lib/lazy-screen.ts): the
// entry carries only the sheets of the components it renders itself (app/providers.tsx). It comes
// after those in the page, in Mantine's own order, so the cascade is the same as with the whole sheet alone.
import '@mantine/core/styles.layer.css';
