import { FEE_POLICY } from '../data/fees';
import { formatNaira } from './format-naira';

/** The additional fee notes (docs/requirements.md#constants), built from the fee policy numbers. */
export function feeNotes(policy = FEE_POLICY): string[] {
  return [
    `Registration fee: ${formatNaira(policy.registrationFee)}, paid once (one-time).`,
    `Fees are paid in ${policy.instalments} instalments.`,
    `Half of the total bill is due by week ${policy.halfDueByWeek}.`,
    `Defaulters are sent home from week ${policy.defaultersSentHomeFromWeek}.`,
    'Pupils still owing fees from last term may not stay in school at the start of the new term.',
    `Each pupil gets ${policy.uniforms} uniforms and ${policy.sportswear} sportswear.`,
    'An optional state examination fee applies to Primary 3 to 5.',
  ];
}
