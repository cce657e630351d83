import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { AccountFrame } from './account-frame';
import { ChooseMethodStep } from './choose-method-step';

/** /setup-auth/{userId}: signup step 3 on its own, for someone who left part-way (product/portal.md §2). */
export function SetupAuthPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const isBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <AccountFrame title="Choose how you will sign in">
      <Text mb="md">Pick a sign-in method for your agent account. Next, we text a code to your phone.</Text>
      {/* The form asks the browser whether it can make a passkey, which the build cannot know: its
          HTML holds a loading line and the form follows hydration, not a mismatch (D-212). */}
      {!isBrowser ? (
        <PageLoader />
      ) : (
        <ChooseMethodStep
          userId={userId}
          onDone={(reply) =>
            void navigate(
              reply.status === 'approved' ? '/pending-approval' : `/verify-phone/${encodeURIComponent(userId)}`,
              { state: { phoneHint: reply.phone_hint } },
            )
          }
        />
      )}
    </AccountFrame>
  );
}

const noSubscription = () => () => {};
