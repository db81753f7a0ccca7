import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import type { StudentCardRequest } from './student-card-requests';

/** GET /api/student/card-status: the card the student may apply for next. */
export interface CardStatus {
  ATTEMPT_NO: number;
  CARD_TYPE: number;
  REQUEST_TYPE: string;
  FEE_AMOUNT: number | null;
  NEW_ALLOWED: boolean;
  NEW_REASON: string | null;
  DUPLICATE_ALLOWED: boolean;
  DUPLICATE_REASON: string | null;
  OPEN_REQUEST: StudentCardRequest | null;
}

export const cardStatusKey = ['student', 'card-status'] as const;
export const getCardStatus = async () => unwrapData<CardStatus>(await api.get('/api/student/card-status'));
export const useCardStatus = () => useQuery({ queryKey: cardStatusKey, queryFn: getCardStatus });
