import { visuallyHidden } from '../theme/visually-hidden';

/**
 * The form service's spam trap: a field people never see or reach (hidden from sight,
 * keyboard and assistive technology). Bots fill it; the service drops such submissions.
 */
export function Honeypot() {
  return (
    <div css={visuallyHidden} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
