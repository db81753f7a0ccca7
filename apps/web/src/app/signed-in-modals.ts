// Mantine's modal provider, loaded lazily with the signed-in layouts (app/router.tsx, issue 13): no
// public page opens a modal. Its own module so the bundle-budget check (scripts/check-bundle-budgets.mjs)
// finds its chunk and counts it for every signed-in screen.
export { ModalsProvider } from '@mantine/modals';
