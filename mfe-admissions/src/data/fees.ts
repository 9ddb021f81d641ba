import type { FeeCard } from '@school/shared/content';

/** The session the fee cards are for (docs/requirements.md#constants). */
export const FEE_SESSION = '2025/2026';

/** School fees for freshers, 2025/2026 (docs/requirements.md#constants), in whole naira. */
export const FEE_CARDS: readonly FeeCard[] = [
  { grade: 'Creche', fee: 43_230, description: 'Ages 2-3' },
  { grade: 'Nursery 1-3', fee: 47_630, description: 'Ages 3-4' },
  { grade: 'Primary 1-5', fee: 55_130, description: 'Ages 5-12' },
  { grade: 'JSS 1-3', fee: 62_230, description: 'Ages 12-14' },
];

/** The fee rules of docs/requirements.md#constants, each number written once. */
export const FEE_POLICY = {
  registrationFee: 5_000,
  instalments: 3,
  halfDueByWeek: 6,
  defaultersSentHomeFromWeek: 3,
  uniforms: 2,
  sportswear: 1,
} as const;
