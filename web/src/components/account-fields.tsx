import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { PhoneInput } from './phone-input';

interface FieldProps<T> {
  name: string;
  value: string;
  error: string | undefined;
  errorProps: Record<string, string>;
  onChange: (value: T) => void;
}

/** The parts of useForm the name, email and phone fields need. */
export interface AccountFieldsForm {
  text: (name: 'first_name' | 'last_name' | 'email') => FieldProps<ChangeEvent<HTMLInputElement | HTMLTextAreaElement>>;
  phone: (name: 'phone') => FieldProps<string>;
}

/** First and last name, email and mobile phone: the same fields on the profile, the invite and the admin edit. */
export function AccountFields({ form }: { form: AccountFieldsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput label="First name" autoComplete="given-name" required {...form.text('first_name')} />
      <TextInput label="Last name" autoComplete="family-name" required {...form.text('last_name')} />
      <TextInput label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <PhoneInput label="Mobile phone" required {...form.phone('phone')} />
    </SimpleGrid>
  );
}
