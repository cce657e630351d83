import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountFrame } from './account-frame';
import { ChooseMethodStep } from './choose-method-step';

/** /setup-auth/{userId}: signup step 3 on its own, for someone who left part-way (product/portal.md §2). */
export function SetupAuthPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AccountFrame title="Choose how you will sign in">
      <Text mb="md">Pick a sign-in method for your agent account. Next, we text a code to your phone.</Text>
      <ChooseMethodStep
        userId={userId}
        onDone={(reply) =>
          void navigate(
            reply.status === 'approved' ? '/pending-approval' : `/verify-phone/${encodeURIComponent(userId)}`,
            { state: { phoneHint: reply.phone_hint } },
          )
        }
      />
    </AccountFrame>
  );
}
