import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterFormat, formatPhoneAsTyped } from './phone-input-format';

interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** A US mobile number field that shows (555) 123-4567 while the person types. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Reformatting replaces the value, which puts the caret at the end; put it back
  // after the digit it followed, once React has written the new value.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const formatted = formatPhoneAsTyped(typed);
    const position = event.currentTarget.selectionStart ?? typed.length;
    caret.current = caretAfterFormat(typed, position, formatted);
    onChange(formatted);
  };

  return (
    <TextInput
      ref={inputRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      value={value}
      onChange={handleChange}
    />
  );
}
