import type { FeeCard } from '@school/shared/content';
import fees from '../../content/fees.yaml';
import type { Fees } from './schemas';

const { session, cards, notes } = fees as Fees;

/** The session the fee cards are for (content/fees.yaml). */
export const FEE_SESSION: string = session;

/** School fees for freshers, in whole naira (content/fees.yaml), in the file's order. */
export const FEE_CARDS: readonly FeeCard[] = cards;

/** The additional fee notes under the fee cards (content/fees.yaml), in the file's order. */
export const FEE_NOTES: readonly string[] = notes;
