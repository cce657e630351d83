import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** product/portal.md §9: the welcome and pending-approval pages move on to /login after 3 seconds. */
export const REDIRECT_SECONDS = 3;

/**
 * Goes to /login after 3 seconds, says so, and offers to go now or to stay: a page
 * that moves on by itself must let people who read slowly stop it (WCAG 2.2.1).
 */
export function SignInRedirect() {
  const navigate = useNavigate();
  const [isStopped, setIsStopped] = useState(false);
  // The Stay button disappears once pressed; focus moves to the link left, not to the page body.
  const goRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (isStopped) return;
    const timer = window.setTimeout(() => void navigate('/login'), REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [isStopped, navigate]);

  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {isStopped
          ? 'You can stay on this page as long as you like.'
          : `Taking you to the sign-in page in ${REDIRECT_SECONDS} seconds.`}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/login" ref={goRef}>
          Go to sign in now
        </Button>
        {!isStopped && (
          <Button variant="default" onClick={() => {
              setIsStopped(true);
              goRef.current?.focus();
            }}>
            Stay on this page
          </Button>
        )}
      </Group>
    </>
  );
}
