import { Alert, Center, Loader } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { editFormReturnPath, SAVE_REDIRECT_MS } from '@portal/domain';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../i18n/messages';
import { useCardRequest } from '../api/get-card-request';
import { CardRequestForm } from './card-request-form';

/**
 * The edit-form routes (/student/{T_ID}, /student-duplicate-card/{T_ID}, /student-triplicate-card/{T_ID}):
 * the dialog's content on a page; after a successful save it returns to its list after 1.5 s
 *, after a delete at once.
 */
export function EditCardScreen({ cardType, title }: { cardType: number; title: string }) {
  const { T_ID } = useParams();
  const tId = Number(T_ID);
  const navigate = useNavigate();
  const q = useCardRequest(tId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const back = editFormReturnPath(cardType);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {q.data ? (
        <CardRequestForm
          key={q.data.T_ID}
          request={q.data}
          onSaved={() => {
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(() => navigate(back), SAVE_REDIRECT_MS);
          }}
          onDeleted={() => navigate(back)}
        />
      ) : q.isError ? (
        <Alert color="red">{translateMessage((q.error as Error).message)}</Alert>
      ) : (
        <Center h={200}>
          <Loader />
        </Center>
      )}
    </>
  );
}
