// The single-locale entry keeps the other 130 locales out of the web bundle (~600 kB). Apart from
// ./money.ts, so that screens which only format rupees do not load to-words.
import { toWords } from 'to-words/en-PK';

/** Whole rupees in English words without "Only" ("Eighteen Thousand"), as card dues store it. */
export const amountWords = (amount: number) => toWords(Math.round(amount));

/** Amount in words as printed on challans: "Eighteen Thousand Only". */
export const amountInWords = (amount: number) => `${amountWords(amount)} Only`;
