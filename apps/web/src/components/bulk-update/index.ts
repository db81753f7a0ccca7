export { BulkActions, type BulkActionsProps } from './bulk-actions';
