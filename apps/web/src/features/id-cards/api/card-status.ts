import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../../../lib/api';
import type { CardStatus } from '@portal/domain';

/** GET /api/student/card-status: the card the student may apply for next. */
export type { CardStatus };

export const cardStatusKey = ['student', 'card-status'] as const;
export const getCardStatus = async () => unwrapData<CardStatus>(await api.get('/api/student/card-status'));
export const useCardStatus = () => useQuery({ queryKey: cardStatusKey, queryFn: getCardStatus });
