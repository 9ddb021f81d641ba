import { css, type Theme } from '@emotion/react';
import { Section } from '@school/shared/ui';
import { proseStyle } from '../common/styles';
import { STORY } from '../data/about';
import schoolBuilding from '../images/school-building.svg';

const layoutStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.mq.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${theme.radius.md};
  }
`;

/** `paragraphs`: STORY.paragraphs, or the editor's entry's story. */
export function StorySection({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Section title={STORY.title}>
      <div css={layoutStyle}>
        <div css={proseStyle}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img src={schoolBuilding} width={640} height={400} alt={STORY.imageAlt} />
      </div>
    </Section>
  );
}
