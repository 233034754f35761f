// Re-exports only, free of side effects (package.json), so a page's bundle holds the components it uses and no
// others. Each component imports its own styles; the tokens and base styles (tokens.css) are in every page's HTML.
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './Button';
export { Card, type CardProps } from './Card';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './ChoiceGroup';
export { cx } from './classNames';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, DialogClose, preloadDialog, type DialogProps } from './Dialog';
export { ErrorMessage, type ErrorMessageProps } from './ErrorMessage';
export { Icon, type IconName, type IconProps } from './Icon';
export {
  Field,
  SelectField,
  TextAreaField,
  TextField,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './Field';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PageHeader, Section, type PageHeaderProps, type SectionProps } from './Layout';
export { LockedFeature, type LockedFeatureProps } from './LockedFeature';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { SessionFields, type SessionFieldsProps, type SessionFieldValues } from './SessionFields';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatTile, type StatTileProps } from './StatTile';
export { Switch, type SwitchProps } from './Switch';
export { useDocumentTitle } from './useDocumentTitle';
