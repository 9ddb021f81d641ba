import { css, type Theme } from '@emotion/react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const fieldStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-block-size: ${theme.target.comfortable};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    inline-size: 100%;
  }
  textarea {
    resize: vertical;
  }
  .hint {
    color: ${theme.color.muted};
    font-size: ${theme.font.size.sm};
  }
  .required {
    color: ${theme.color.error};
  }
`;

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, required, children }: FieldFrameProps) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; name: string };

export function TextField({ label, hint, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} required={input.required}>
      <input id={fieldId} type="text" aria-describedby={hint ? `${fieldId}-hint` : undefined} {...input} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  id,
  options,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} required={select.required}>
      <select id={fieldId} aria-describedby={hint ? `${fieldId}-hint` : undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, id, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} required={textarea.required}>
      <textarea id={fieldId} aria-describedby={hint ? `${fieldId}-hint` : undefined} {...textarea} />
    </FieldFrame>
  );
}
