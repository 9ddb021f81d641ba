import { Alert } from '../ui/alert';

/** A standalone dev page's failure (in the shell, the shell recovers the area instead). */
export function AreaCrash() {
  return (
    <Alert tone="error" title="Something went wrong on this page">
      Try again in a moment. The rest of the site still works: use the menu above.
    </Alert>
  );
}
