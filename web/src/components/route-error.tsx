import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/**
 * The root route's error element. It renders without the session or the business
 * info, which may be what failed. After a deploy, an open tab can ask for a page
 * chunk that no longer exists: reloading fetches the new build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = 'Something went wrong';
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <Container component="main" id="main" size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text>
          {status === 404
            ? 'This page could not be found.'
            : 'This page could not be displayed. Reloading usually fixes it; if it does not, please try again in a few minutes.'}
        </Text>
        <Stack gap="xs" align="flex-start">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the home page
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
