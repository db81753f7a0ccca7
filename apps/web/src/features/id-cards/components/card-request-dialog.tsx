import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { cardRequestQuery } from '../api/get-card-request';
import { CardRequestForm } from './card-request-form';
import { useTranslation } from 'react-i18next';

/** The request detail dialog of the card lists; closes after a save or delete (the list reloads). */
export function CardRequestDialog({ tId, onClose }: { tId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({ ...cardRequestQuery(tId ?? 0), enabled: tId != null });
  return (
    <Modal opened={tId != null} onClose={onClose} title={t('staff.requestDetails')} size="80rem" centered>
      {q.data && q.data.T_ID === tId ? (
        <CardRequestForm key={`${q.data.T_ID}-${q.dataUpdatedAt}`} request={q.data} onSaved={onClose} onDeleted={onClose} />
      ) : (
        <Center h={200}>{q.isError ? t('staff.couldNotLoad') : <Loader />}</Center>
      )}
    </Modal>
  );
}
