import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/messages';
import { openConfirmModal } from './modal-host';

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
    openConfirmModal({
      title: o.title ?? i18n.t('common.pleaseConfirm'),
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{translateMessage(message)}</Text> : message,
      labels: { confirm: o.confirmLabel ?? i18n.t('common.yes'), cancel: o.cancelLabel ?? i18n.t('common.cancel') },
      confirmProps: { color: o.danger === false ? undefined : 'red' },
      onConfirm: () => done(true),
      onCancel: () => done(false),
      onClose: () => done(false),
    });
  });
}
