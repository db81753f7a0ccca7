import { coded } from '../message.js';

/** Messages of the dues rules that the shared catalogue (MSG) has no words for (docs/decisions/dues.md). */
export const DUES_MSG = {
  wordsWithOnly: 'Amount In Words Must Not Include The Word "Only"',
  wordsRequired: 'Amount In Words Is Required',
  wholeRupees: 'New Value Must Be Whole Rupees',
  tooLarge: 'New Value Cannot Be More Than 1000000',
  unknownDues: 'Unknown Dues Type',
} as const;

/** DUES_MSG with codes (`M.dues`: say them through `M`). */
export const DUES_M = /* @__PURE__ */ coded('dues', DUES_MSG);
