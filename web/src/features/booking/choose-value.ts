import type { ChangeEvent } from 'react';

/**
 * Sets a useForm value from a Radio.Group (which hands back a string, not an event),
 * through the field's own onChange, so its error message clears as for typed fields.
 */
export function chooseValue(field: { onChange: (event: ChangeEvent<HTMLInputElement>) => void }, value: string): void {
  field.onChange({ currentTarget: { value } } as ChangeEvent<HTMLInputElement>);
}
