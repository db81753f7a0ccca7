import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardKind, DigitalCardAnswer, DigitalCardData } from '@portal/domain/cards/schemas';
import { api } from '../../../lib/api';

const PATH_OF: Record<CardKind, string> = {
  'id-card': '/api/student/digital-card',
  'transport-pass': '/api/student/digital-transport-pass',
};

/** The signed-in student's digital ID card or transport pass, or what is still missing before it shows. */
export async function getDigitalCard(kind: CardKind): Promise<DigitalCardData> {
  const answer = await api.get<DigitalCardAnswer>(PATH_OF[kind]);
  return answer.data;
}

export const digitalCardQuery = (kind: CardKind) =>
  queryOptions({ queryKey: ['cards', 'digital', kind], queryFn: () => getDigitalCard(kind), staleTime: 60_000 });

export const useDigitalCard = (kind: CardKind) => useQuery(digitalCardQuery(kind));
