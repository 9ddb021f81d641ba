import { PageHeader, containerStyle } from '@school/shared/ui';
import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_LEAD, NEWSLETTER_OFFERS } from '../data/newsletter-content';
import { NewsletterForm } from './newsletter-form';
import { NewsletterOffers } from './newsletter-offers';
import { NewsletterThanks } from './newsletter-thanks';

const formArea = (theme: Theme) => css`
  padding-block: ${theme.space.xl};
  h2 {
    font-size: ${theme.font.size.xl};
    margin-block: 0 ${theme.space.lg};
    color: ${theme.color.primary};
  }
`;

export function NewsletterPage() {
  const [subscribedEmail, setSubscribedEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const returningToForm = useRef(false);
  const subscribed = subscribedEmail !== null;

  useEffect(() => {
    if (subscribed || !returningToForm.current) return;
    returningToForm.current = false;
    const email = formRef.current?.elements.namedItem('email');
    if (email instanceof HTMLInputElement) email.focus();
  }, [subscribed]);

  function subscribeAnother() {
    returningToForm.current = true;
    setSubscribedEmail(null);
  }

  return (
    <>
      <PageHeader title="Subscribe to Our Newsletter" lead={NEWSLETTER_LEAD} />
      {!subscribed && <NewsletterOffers offers={NEWSLETTER_OFFERS} />}
      <div css={[containerStyle, formArea]}>
        {subscribed && <NewsletterThanks email={subscribedEmail} onSubscribeAnother={subscribeAnother} />}
        <NewsletterForm formRef={formRef} hidden={subscribed} onSubscribed={setSubscribedEmail} />
      </div>
    </>
  );
}
