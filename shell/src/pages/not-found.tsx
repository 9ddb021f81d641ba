import { ButtonLink, PageHeader, Section } from '@school/shared/ui';
import { NOT_FOUND } from '../routing/routes';

export function NotFound() {
  return (
    <>
      <PageHeader title={NOT_FOUND.title} lead="Sorry, we could not find that page." />
      <Section title="Where to next?">
        <p>The link may be old or mistyped. These pages are a good place to start:</p>
        <p>
          <ButtonLink href="/">Go to the home page</ButtonLink>{' '}
          <ButtonLink href="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
