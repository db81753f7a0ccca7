import { generatePath } from 'react-router';
import { PATHS } from '../../../config/paths';

/** The list screen of each cardType. */
export const LIST_PATH_OF: Record<number, string> = {
  1: PATHS.newIdCards,
  2: PATHS.duplicateIdCards,
  3: PATHS.triplicateIdCards,
  5: PATHS.deliveredCards,
  7: PATHS.quadruplicateCards,
};

/** Deleted Requests of a card type, at the path's established (misspelt) name (/DeltedRecord/{cardType}). */
export const deletedPathOf = (cardType: number) => generatePath(PATHS.deletedRecord, { cardType: String(cardType) });
