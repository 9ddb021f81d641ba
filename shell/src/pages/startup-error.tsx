import { SCHOOL, formatPhone, telHref } from '@school/shared/content';
import { SchoolThemeProvider } from '@school/shared/theme';
import { Alert, Button, containerStyle } from '@school/shared/ui';

/** Shown when the site's own configuration cannot be read (e.g. the connection dropped). */
export function StartupError() {
  return (
    <SchoolThemeProvider>
      <div css={containerStyle}>
        <h1>{SCHOOL.name}</h1>
        <Alert tone="error" title="The site could not start">
          Please check your connection and try again. You can also call us on{' '}
          <a href={telHref(SCHOOL.phones[0])}>{formatPhone(SCHOOL.phones[0])}</a>.
        </Alert>
        <p>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </p>
      </div>
    </SchoolThemeProvider>
  );
}
