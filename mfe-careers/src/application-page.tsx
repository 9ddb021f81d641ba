import { css, type Theme } from '@emotion/react';
import { ButtonLink, PageHeader, containerStyle } from '@school/shared/ui';
import { ApplicationForm } from './application-form';
import { APPLICATION_FORM } from './data/careers-content';

const pageStyle = (theme: Theme) => css`
  padding-block: ${theme.space.xl} ${theme.space.xxl};
  max-inline-size: 40rem;
`;

/**
 * A position's application as a page of its own, with no code: where Apply Now leads when the
 * page has none. The form posts to the form service, which answers with the result page.
 */
export function ApplicationPage({ position }: { position: string }) {
  return (
    <>
      <PageHeader title={APPLICATION_FORM.title(position)} />
      <div css={[containerStyle, pageStyle]}>
        <ApplicationForm
          position={position}
          cancel={
            <ButtonLink variant="secondary" href="/jobs">
              {APPLICATION_FORM.cancel}
            </ButtonLink>
          }
        />
      </div>
    </>
  );
}
