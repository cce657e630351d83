// Bundled in place of @aws-sdk/credential-provider-node (see `alias` in function.ts).
// The SDK's default chain also tries SSO, profiles, processes, web identity and the
// container and instance endpoints, and bundles an STS and SSO client for them: about
// 100 kB of every function. Lambda gives a function its role's credentials in the
// environment and nowhere else, so the environment is the whole chain there.
// `npm start` and the tests run the source with tsx, so they keep the SDK's chain.

interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export const defaultProvider = () => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set (Lambda sets them from the role).');
  }
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiry = process.env.AWS_CREDENTIAL_EXPIRATION;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiry ? { expiration: new Date(expiry) } : {}),
  };
};
