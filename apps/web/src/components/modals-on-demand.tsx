import { ModalsProvider, modals } from '@mantine/modals';
import { useEffect } from 'react';

interface Props {
  /** Called once the provider listens: from then on `modals.openConfirmModal` opens a dialog. */
  onReady: (open: typeof modals.openConfirmModal) => void;
  onGone: () => void;
}

/** Mantine's modal provider, loaded by ./modal-host.tsx the first time a confirm dialog is asked for. */
export function ModalsOnDemand({ onReady, onGone }: Props) {
  return (
    <>
      <ModalsProvider />
      {/* A sibling after the provider: its effect runs after the provider's, which starts listening. */}
      <Ready onReady={onReady} onGone={onGone} />
    </>
  );
}

function Ready({ onReady, onGone }: Props) {
  useEffect(() => {
    onReady(modals.openConfirmModal);
    return onGone;
  }, [onReady, onGone]);
  return null;
}
