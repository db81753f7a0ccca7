/** The insights area's screens: one lazily loaded chunk (see routes.tsx); the charts load in a chunk of their own. */
export { InsightsScreen } from './components/insights-screen';
