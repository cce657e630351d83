import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InviteReply } from '#shared/account.js';
import { PageLoader } from '../../../components/page-loader';
import { formatPhoneTyping } from '../../../lib/phone-typing';
import { AccountFrame } from './account-frame';
import { emptyBasicInfo, type BasicInfoValues } from './basic-info';
import { BasicInfoStep } from './basic-info-step';
import { CheckEmailStep } from './check-email-step';
import { ChooseMethodStep } from './choose-method-step';
import { missingUserError } from './setup-error';
import { SetupErrorAlert } from './setup-error-alert';
import { SIGNUP_STEPS, SignupProgress } from './signup-progress';
import { useInvite } from './use-invite';
import { VerifyPhoneStep } from './verify-phone-step';
import { WelcomeStep } from './welcome-step';

/** Router state between steps; history keeps it across a reload, a new tab does not. */
interface SignupRouteState {
  /** Set by /verify-email's Continue (product/portal.md §2 "router state 'verified'"). */
  verified?: boolean;
  email?: string;
  phoneHint?: string;
}

function parseStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= SIGNUP_STEPS.length ? step : 1;
}

/** /signup?step=&userId=&invite= : the five signup steps (product/portal.md §2, §4). */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as SignupRouteState;
  const step = parseStep(params.get('step'));
  const userId = params.get('userId') ?? undefined;
  const inviteToken = params.get('invite') ?? undefined;
  const [values, setValues] = useState<BasicInfoValues>(emptyBasicInfo);
  const invite = useInvite(inviteToken, (found: InviteReply) =>
    setValues((current) => ({
      ...current,
      first_name: current.first_name || found.first_name,
      last_name: current.last_name || found.last_name,
      email: current.email || found.email,
      phone: current.phone || formatPhoneTyping(found.phone).value,
    })),
  );

  // A new step replaces the card's content in place: move focus to its heading so
  // screen readers announce it (the router's focus handling only runs on a new path).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const go = (next: number, id: string | undefined, nextState: SignupRouteState = {}, replace = false) =>
    setParams({ step: String(next), ...(id ? { userId: id } : {}) }, { state: nextState, replace });

  const { title } = SIGNUP_STEPS[step - 1]!;
  return (
    <AccountFrame title="Create your agent account" pageTitle={`Sign up: ${title}`} width={640}>
      <SignupProgress step={step} />
      <Stack gap="md">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {step === 1 && invite.status === 'loading' && <PageLoader label="Loading your invitation…" />}
        {step === 1 && invite.status !== 'loading' && (
          <>
            {invite.status === 'ready' && (
              <Alert color="brand" role="status" title={`${invite.invite.invited_by_name} invited you`}>
                We filled in the details from the invitation. Check them and add your company.
              </Alert>
            )}
            {invite.status === 'error' && (
              <Alert color="gray" title="Invitation not valid">
                {invite.message} You can still sign up below.
              </Alert>
            )}
            <BasicInfoStep
              values={values}
              onChange={setValues}
              inviteToken={invite.status === 'ready' ? inviteToken : undefined}
              onDone={(id, email) => go(2, id, { email })}
            />
          </>
        )}
        {step === 2 && <CheckEmailStep email={state.email} />}
        {step >= 3 && step <= 4 && !userId && <SetupErrorAlert error={missingUserError} />}
        {step === 3 && userId && (
          <>
            {state.verified && (
              <Alert color="teal" role="status">
                Your email is confirmed. Next, choose how you will sign in.
              </Alert>
            )}
            <ChooseMethodStep
              userId={userId}
              onDone={(reply) =>
                reply.status === 'approved' ? go(5, userId, {}, true) : go(4, userId, { phoneHint: reply.phone_hint })
              }
            />
          </>
        )}
        {step === 4 && userId && (
          <VerifyPhoneStep userId={userId} phoneHint={state.phoneHint} onDone={() => go(5, userId, {}, true)} />
        )}
        {step === 5 && <WelcomeStep />}
      </Stack>
    </AccountFrame>
  );
}
