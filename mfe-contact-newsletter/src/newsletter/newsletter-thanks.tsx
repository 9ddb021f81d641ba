import { css, type Theme } from '@emotion/react';
import { MESSAGES } from '@school/shared/forms';
import { Button } from '@school/shared/ui';
import { useEffect, useId, useRef } from 'react';

const thanksStyle = (theme: Theme) => css`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.successBg};
  color: ${theme.color.success};
  h2 {
    margin: 0;
    color: ${theme.color.success};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface NewsletterThanksProps {
  email: string;
  onSubscribeAnother: () => void;
}

/** The 'Thank You for Subscribing!' screen; takes focus so the change is announced. */
export function NewsletterThanks({ email, onSubscribeAnother }: NewsletterThanksProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} css={thanksStyle}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {MESSAGES.newsletter.success}
      </h2>
      <p>
        Our newsletters will be sent to <strong>{email}</strong>.
      </p>
      <Button variant="secondary" onClick={onSubscribeAnother}>
        Subscribe Another Email
      </Button>
    </section>
  );
}
