import { TileSection } from '../common/tile-section';
import { FACILITIES_TITLE } from '../data/about';
import type { Facility } from '../data/schemas';

/** `facilities`: FACILITIES, or the editor's entry's. */
export function FacilitiesSection({ facilities }: { facilities: readonly Facility[] }) {
  const tiles = facilities.map(({ title, description }) => ({ title, text: description }));
  return <TileSection title={FACILITIES_TITLE} tone="alt" minWidth="15rem" tiles={tiles} />;
}
