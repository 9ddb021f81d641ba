import { SKIP_LINK_CLASS } from './layout-styles';

export function SkipLink() {
  return (
    <a href="#main" className={SKIP_LINK_CLASS}>
      Skip to main content
    </a>
  );
}
