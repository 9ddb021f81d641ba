import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { FieldGroup } from '../data/application-fields';
import { ApplicationField } from './application-field';

const fieldsetStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  min-inline-size: 0;
  legend {
    padding-inline: ${theme.space.xs};
    font-size: ${theme.font.size.lg};
    font-weight: 700;
    color: ${theme.color.primary};
  }
  .group-note {
    margin-block: 0 ${theme.space.md};
    color: ${theme.color.muted};
  }
  .group-fields {
    display: grid;
    gap: ${theme.space.md};
    grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  }
`;

export function ApplicationFieldset({ group }: { group: FieldGroup }) {
  const noteId = useId();
  return (
    <fieldset css={fieldsetStyle} aria-describedby={group.note ? noteId : undefined}>
      <legend>{group.legend}</legend>
      {group.note && (
        <p className="group-note" id={noteId}>
          {group.note}
        </p>
      )}
      <div className="group-fields">
        {group.keys.map((key) => (
          <ApplicationField key={key} name={key} />
        ))}
      </div>
    </fieldset>
  );
}
