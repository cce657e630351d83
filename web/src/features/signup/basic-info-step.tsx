import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { signupSchema } from '../../../../shared/auth.js';
import { ApiError } from '../../api';
import { checkForm, focusFirstError, serverField, type FieldErrors } from './form-errors';
import { PhoneInput } from './phone-input';
import { signUp } from './signup-api';
import { SignupErrorAlert, type SignupError } from './signup-error-alert';
import { SmsConsentCheckbox } from './sms-consent-checkbox';

export interface BasicInfoValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  smsConsent: boolean;
}

export const emptyBasicInfo: BasicInfoValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  smsConsent: false,
};

const FIELD_ORDER = ['first_name', 'last_name', 'email', 'phone', 'company', 'smsConsent'] as const;

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
  const [failure, setFailure] = useState<SignupError>();
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
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors, FIELD_ORDER);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await signUp(checked.data);
      onDone(reply.user_id, checked.data.email);
    } catch (error) {
      setIsSaving(false);
      setFailure(describeFailure(error, setErrors));
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
          required
          value={values.phone}
          error={errors.phone}
          onChange={(phone) => set('phone', phone)}
        />
        <TextInput label="Company (brokerage)" autoComplete="organization" required {...text('company')} />
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

function describeFailure(error: unknown, setErrors: (errors: FieldErrors) => void): SignupError | undefined {
  if (!(error instanceof ApiError)) return { message: 'Signup failed' };
  if (error.status === 0) return { message: 'Network error during signup' };
  const field = error.status === 400 ? serverField(error.body) : undefined;
  if (field && FIELD_ORDER.includes(field as (typeof FIELD_ORDER)[number])) {
    setErrors({ [field]: error.message });
    return undefined;
  }
  const suggestion = (error.body as { suggestion?: unknown } | undefined)?.suggestion;
  return { message: error.message, suggestion: typeof suggestion === 'string' ? suggestion : undefined };
}
