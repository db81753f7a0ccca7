/** The dues area's screens: one lazily loaded chunk (see routes.tsx). */
export { CardDuesScreen } from './components/card-dues-screen';
