import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatPhoneTyping } from '../lib/phone-typing';

type PhoneInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone field formatted as typed; the caret stays after the digit just typed. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // React puts the caret at the end when it rewrites the value; this puts it back.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const typed = formatPhoneTyping(raw, event.currentTarget.selectionStart ?? raw.length);
    pendingCaret.current = typed.caret;
    onChange(typed.value);
  };

  return (
    <TextInput
      ref={inputRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 123-4567"
      {...props}
      value={value}
      onChange={change}
    />
  );
}
