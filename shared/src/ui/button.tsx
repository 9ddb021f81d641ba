import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { AppLink, type AppLinkProps } from '../area/app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'accent';

export const buttonStyle = (variant: ButtonVariant) => (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-block-size: ${theme.target.comfortable};
  min-inline-size: ${theme.target.comfortable};
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg};
  border-radius: ${theme.radius.pill};
  border: 2px solid ${variant === 'accent' ? theme.color.accent : theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${
    variant === 'primary' ? theme.color.primary : variant === 'accent' ? theme.color.accent : theme.color.surface
  };
  color: ${
    variant === 'primary' ? theme.color.onPrimary : variant === 'accent' ? theme.color.onAccent : theme.color.primary
  };
  &:hover:not(:disabled) {
    background: ${variant === 'secondary' ? theme.color.surfaceAlt : theme.color.primaryHover};
    border-color: ${variant === 'secondary' ? theme.color.primary : theme.color.primaryHover};
    color: ${variant === 'secondary' ? theme.color.primary : theme.color.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={buttonStyle(variant)} {...props} />;
}

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <AppLink css={buttonStyle(variant)} {...props} />;
}
