import { forwardRef } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailingAdornment'> {
  /** Whether the password shows as plain text (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide toggle; the toggle is a real button, so it works by keyboard. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { visible: visibleProp, defaultVisible = false, onVisibleChange, autoComplete, disabled, ...rest },
  ref,
) {
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled ?? false}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      // A shown password must not be "corrected" or capitalised by the keyboard.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      data-state={visible ? 'visible' : 'hidden'}
      trailingAdornment={
        <IconButton
          size="small"
          label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled ?? false}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  );
});
PasswordField.displayName = 'PasswordField';
