import { Alert } from '../ui/alert';

export function AreaCrash() {
  return (
    <Alert tone="error" title="Something went wrong on this page">
      Please reload the page. The rest of the site still works: use the menu above.
    </Alert>
  );
}
