import { AppLink } from '@school/shared/area';
import { SCHOOL, formatPhone, fullAddress, telHref } from '@school/shared/content';
import { ButtonLink, containerStyle, gridStyle } from '@school/shared/ui';
import { findRoute } from '../routing/routes';
import { prefetchProps, type Prefetch } from './prefetch-props';

// The quick links, in the footer's order, named as in the navigation.
const LINKS = ['/about', '/admissions', '/academics', '/contact', '/jobs'].map((path) => findRoute(path)!);

export function Footer({ prefetch }: { prefetch?: Prefetch }) {
  return (
    <footer className="site-footer">
      <div css={containerStyle}>
        <div css={gridStyle('14rem')}>
          <section aria-labelledby="footer-school">
            <h2 id="footer-school">{SCHOOL.shortName}</h2>
            <p>{SCHOOL.summary}</p>
            <address>
              {fullAddress()}
              <br />
              <a href={telHref(SCHOOL.phones[0])}>{formatPhone(SCHOOL.phones[0])}</a>
              {' · '}
              <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
            </address>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Quick links</h2>
            <ul>
              {LINKS.map((route) => (
                <li key={route.path}>
                  <AppLink href={route.path} {...prefetchProps(route.area, prefetch)}>
                    {route.navLabel}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">Stay informed</h2>
            <p>School news, results and events in your inbox.</p>
            <ButtonLink href="/newsletter" variant="accent">
              Subscribe
            </ButtonLink>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              <li>
                <a href={SCHOOL.socials.facebook} target="_blank" rel="noopener noreferrer">
                  Facebook<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a href={SCHOOL.socials.youtube} target="_blank" rel="noopener noreferrer">
                  YouTube<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </section>
        </div>
        <p className="legal">
          © {new Date().getFullYear()} {SCHOOL.name}. {SCHOOL.motto}.
        </p>
      </div>
    </footer>
  );
}
