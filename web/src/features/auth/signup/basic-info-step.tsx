import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { signupSchema } from '#shared/auth.js';
import { checkForm, firstInvalidField, type FieldErrors } from '../../../lib/form-errors';
import { LicenseNumberInput } from '../../../components/license-number-input';
import { PhoneInput } from '../../../components/phone-input';
import { BASIC_INFO_FIELDS, type BasicInfoValues } from './basic-info';
import { signUp } from './signup-api';
import { SignupErrorAlert } from './signup-error-alert';
import { describeSignupFailure, type SignupFailure } from './signup-failure';
import { SmsConsentCheckbox } from './sms-consent-checkbox';

interface BasicInfoStepProps {
  values: BasicInfoValues;
  onChange: (values: BasicInfoValues) => void;
  /** Sent along so the server uses the invitation up; absent when there is none or it expired. */
  inviteToken?: string;
  onDone: (userId: string, email: string) => void;
}

/** Step 1: who the agent is, then POST /api/signup (which emails the verification link). */
export function BasicInfoStep({ values, onChange, inviteToken, onDone }: BasicInfoStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SignupFailure>();
  const [isSaving, setIsSaving] = useState(false);

  const set = <K extends keyof BasicInfoValues>(field: K, value: BasicInfoValues[K]) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const text = (field: Exclude<keyof BasicInfoValues, 'smsConsent' | 'phone'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkForm(signupSchema, { ...values, invite_token: inviteToken });
    if (!checked.ok) {
      setErrors(checked.errors);
      // Focus lands on the first wrong field, so its label and message are read out.
      const first = firstInvalidField(BASIC_INFO_FIELDS, checked.errors);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const reply = await signUp(checked.data);
      onDone(reply.user_id, checked.data.email);
    } catch (error) {
      setIsSaving(false);
      const { field, ...rest } = describeSignupFailure(error, BASIC_INFO_FIELDS);
      if (field) setErrors({ [field]: rest.message });
      else setFailure(rest);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...text('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...text('last_name')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          description="We send a link to confirm it."
          required
          {...text('email')}
        />
        <PhoneInput
          label="Mobile phone"
          name="phone"
          description="We text a 6-digit code to confirm it."
          // An example in the box turns red with the error and reads like a wrong value.
          placeholder={undefined}
          required
          value={values.phone}
          error={errors.phone}
          onChange={(phone) => set('phone', phone)}
        />
        <TextInput label="Company (brokerage)" autoComplete="organization" required {...text('company')} />
        <LicenseNumberInput {...text('license_number')} />
        <SmsConsentCheckbox
          checked={values.smsConsent}
          error={errors.smsConsent}
          onChange={(checked) => set('smsConsent', checked)}
        />
        {failure && <SignupErrorAlert error={failure} />}
        <Button type="submit" loading={isSaving} size="md">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
