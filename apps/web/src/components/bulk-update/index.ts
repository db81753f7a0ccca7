export { BulkActions } from './bulk-actions';
