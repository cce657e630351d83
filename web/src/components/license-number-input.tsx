import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The optional Texas licence number (issue 11 point 7): an admin checks it against the
 * Commission's file before approving, and CE and contacts find the agent by it.
 */
export function LicenseNumberInput(props: TextInputProps) {
  return (
    <TextInput
      label="Texas license number"
      description="Optional. The number on your TREC license; it helps us approve you faster."
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      {...props}
    />
  );
}
