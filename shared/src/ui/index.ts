export { Button, ButtonLink, buttonStyle, type ButtonProps, type ButtonVariant } from './button';
export { TextField, SelectField, TextAreaField, type SelectOption } from './field';
export { Alert, type AlertTone } from './alert';
export { Spinner, SpinnerIcon } from './spinner';
export { SubmitButton } from './submit-button';
export { visuallyHidden } from '../theme/visually-hidden';
export { Section, PageHeader, Card, cardStyle, containerStyle, gridStyle, type CardProps } from './layout';
export { Dialog, dialogCloser, showModalOnRender, type DialogProps } from './dialog';
export { DialogLink, type DialogLinkProps } from './dialog-link';
