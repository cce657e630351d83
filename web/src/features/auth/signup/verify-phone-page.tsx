import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccountFrame } from './account-frame';
import { VerifyPhoneStep } from './verify-phone-step';

/**
 * /verify-phone/{userId}: signup step 4 on its own. The spec's page is a stub that
 * moves on after a second; here the code is really checked (product/rules.md "Fixed on purpose").
 */
export function VerifyPhonePage() {
  const { userId = '' } = useParams();
  const phoneHint = (useLocation().state as { phoneHint?: string } | null)?.phoneHint;
  const navigate = useNavigate();
  return (
    <AccountFrame title="Verify your phone">
      <VerifyPhoneStep
        userId={userId}
        phoneHint={phoneHint}
        onDone={() => void navigate('/pending-approval', { replace: true })}
      />
    </AccountFrame>
  );
}
