import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { phoneOnlySchema, type AuthMethods } from '#shared/auth.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PhoneInput } from '../../components/phone-input';
import { useForm } from '../../components/use-form';
import { checkAuthMethods } from './login-api';

interface LoginPhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** Why the visitor is back here (QR code expired or declined). */
  notice: string | null;
  onMethods: (phone: string, methods: AuthMethods) => void;
  onQr: () => void;
}

/** Step 1: the mobile number, or "Sign in with your phone" (QR). */
export function LoginPhoneStep({ phone, onPhoneChange, notice, onMethods, onQr }: LoginPhoneStepProps) {
  const form = useForm({ phone });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(phoneOnlySchema);
    if (!checked.ok) return;
    setIsBusy(true);
    try {
      onMethods(checked.data.phone, await checkAuthMethods(checked.data.phone));
    } catch (caught) {
      // 'Phone not found' belongs under the field; anything else (network, rate limit) above it.
      if (caught instanceof ApiError && caught.status === 404) form.showServerFieldError(new ApiError(caught.message, 400, { field: 'phone' }));
      else setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      setIsBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {(error ?? notice) && (
        <Alert color="red" role="alert" variant="light">
          {error ?? notice}
        </Alert>
      )}
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <PhoneInput
            label="Mobile phone"
            description="The number you signed up with"
            required
            autoFocus
            {...form.phone('phone')}
            onChange={(value) => {
              form.phone('phone').onChange(value);
              onPhoneChange(value);
            }}
          />
          <Button type="submit" loading={isBusy} fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Stack gap={6}>
        <Button variant="default" leftSection={<IconQrcode size={18} aria-hidden />} onClick={onQr} fullWidth>
          Sign in with your phone
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Scan a code with a phone where you already use a passkey.
        </Text>
      </Stack>
    </Stack>
  );
}
