/** The challans area's screens: one lazily loaded chunk (see routes.tsx). */
export { ReconcileScreen } from './components/reconcile-screen';
