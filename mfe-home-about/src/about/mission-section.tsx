import { TileSection } from '../common/tile-section';
import { MISSION_TITLE } from '../data/about';

/** Mission, vision and motto (MISSION_VISION), side by side on wide screens. */
export function MissionSection({ items }: { items: readonly { title: string; text: string }[] }) {
  return <TileSection title={MISSION_TITLE} tone="alt" minWidth="16rem" tiles={items} />;
}
