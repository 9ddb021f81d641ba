import { Section, gridStyle } from '@school/shared/ui';
import { tileStyle } from './styles';

interface TileSectionProps {
  title: string;
  tone?: 'plain' | 'alt';
  /** The narrowest a tile gets before the grid takes a column away. */
  minWidth: string;
  /** An ordered list, for tiles whose order means something. */
  numbered?: boolean;
  tiles: readonly { title: string; text: string }[];
}

/** A titled section of tiles, each a heading and a paragraph, in a grid. */
export function TileSection({ title, tone, minWidth, numbered = false, tiles }: TileSectionProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <Section title={title} tone={tone}>
      <List css={gridStyle(minWidth)}>
        {tiles.map((tile) => (
          <li key={tile.title} css={tileStyle}>
            <h3>{tile.title}</h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
