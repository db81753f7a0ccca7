import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (deletions). Default true. */
  danger?: boolean;
}

/**
 * Asks for confirmation in a modal; resolves true on confirm, false on cancel or close.
 * `if (await confirm(MSG.confirmDeleteRecord)) …`
 */
export function confirm(message: ReactNode, o: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: boolean) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    modals.openConfirmModal({
      title: o.title ?? 'Please confirm',
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: o.confirmLabel ?? 'Yes', cancel: o.cancelLabel ?? 'Cancel' },
      confirmProps: { color: o.danger === false ? undefined : 'red' },
      onConfirm: () => done(true),
      onCancel: () => done(false),
      onClose: () => done(false),
    });
  });
}
