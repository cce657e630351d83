import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authMessages, type AuthMethods } from '#shared/auth.js';
import { ApiError } from '../../api';
import { PublicPage } from '../../components/public-page';
import { usePageTitle } from '../../components/use-page-title';
import { LoginAuthStep } from './login-auth-step';
import { returnPath } from './login-outcome';
import { LoginPhoneStep } from './login-phone-step';
import { LoginQrStep } from './login-qr-step';
import { useSession } from '../../components/session-context';

/** product/portal.md §4: phone, then auth (passkey and/or password), or the QR scan. */
type Step = { name: 'phone' } | { name: 'auth'; phone: string; methods: AuthMethods } | { name: 'qr' };

/** /login: three steps; after any sign-in, the session user is refreshed and the visitor goes back where they were. */
export function LoginPage() {
  usePageTitle('Sign in');
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  // Kept across steps, so "Use a different number" and a QR expiry do not make it retyped.
  const [typedPhone, setTypedPhone] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const finishSignIn = async () => {
    const user = await refreshUser();
    if (!user) throw new ApiError(authMessages.loginFailed, 0);
    await navigate(returnPath(location.state), { replace: true });
  };
  const backToPhone = (message: string | null) => {
    setNotice(message);
    setStep({ name: 'phone' });
  };

  // Already signed in (a bookmark, the Back button): straight on, as after a sign-in. Not on the
  // way out: logout arrives here before the session forgets its user.
  const isLoggingOut = (location.state as { loggedOut?: unknown } | null)?.loggedOut === true;
  if (user && !isLoggingOut) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <PublicPage>
      <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                Agent sign in
              </Title>
              <Text c="dimmed" size="sm">
                Order inspections, follow each one and read your reports.
              </Text>
            </div>
            {step.name === 'phone' && (
              <LoginPhoneStep
                phone={typedPhone}
                onPhoneChange={setTypedPhone}
                notice={notice}
                onMethods={(phone, methods) => {
                  setNotice(null);
                  setStep({ name: 'auth', phone, methods });
                }}
                onQr={() => {
                  setNotice(null);
                  setStep({ name: 'qr' });
                }}
              />
            )}
            {step.name === 'auth' && (
              <LoginAuthStep
                phone={step.phone}
                methods={step.methods}
                onSignedIn={finishSignIn}
                onPending={() => void navigate('/pending-approval')}
                onBack={() => backToPhone(null)}
              />
            )}
            {step.name === 'qr' && <LoginQrStep onSignedIn={finishSignIn} onEnd={backToPhone} />}
          </Stack>
        </Paper>
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="sm">
            New agent?{' '}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>
          </Text>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </Container>
    </PublicPage>
  );
}
