/** The endowment area's screens: one lazily loaded chunk (see routes.tsx). */
export { EndowmentRequestsScreen } from './components/endowment-requests-screen';
export { EftApplyScreen } from './components/eft-apply-screen';
export { FinancialAidScreen } from './components/financial-aid-screen';
