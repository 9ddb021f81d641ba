import { TileSection } from '../common/tile-section';
import { PHILOSOPHY } from '../data/about';
import type { PhilosophyPoint } from '../data/schemas';

/** `points`: PHILOSOPHY.points, or the editor's entry's. */
export function PhilosophySection({ points }: { points: readonly PhilosophyPoint[] }) {
  return <TileSection title={PHILOSOPHY.title} minWidth="14rem" numbered tiles={points} />;
}
