import fees from '../../content/fees.yaml';
import type { Fees } from './schemas';

/** School fees for freshers (content/fees.yaml): the session, a card per class in whole naira, the fee notes. */
export const FEES = fees as Fees;
