import { css, type Theme } from '@emotion/react';
import { ButtonLink, Section } from '@school/shared/ui';
import { CALL_TO_ACTION } from '../data/home';

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.lg};
`;

/** `text`: the call to apply (CALL_TO_ACTION.text), or the editor's entry's. */
export function CallToAction({ text }: { text: string }) {
  return (
    <Section title={CALL_TO_ACTION.title} tone="alt">
      <p>{text}</p>
      <div css={actionsStyle}>
        <ButtonLink href="/admissions">{CALL_TO_ACTION.applyLabel}</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          {CALL_TO_ACTION.contactLabel}
        </ButtonLink>
      </div>
    </Section>
  );
}
