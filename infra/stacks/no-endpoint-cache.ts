// Bundled in place of @aws-sdk/endpoint-cache (see `alias` in function.ts). The DynamoDB
// client makes an endpoint cache when it is made, for endpoint discovery, but none of its
// commands in our SDK version adds the discovery middleware, so the cache is never read;
// its LRU library is about 8 kB of every function. A use refuses loudly (D-155).

const refuse = (): never => {
  throw new Error('Endpoint discovery is not bundled in the functions (infra/stacks/no-endpoint-cache.ts).');
};

export class EndpointCache {
  getEndpoint = refuse;
  get = refuse;
  set = refuse;
  delete = refuse;
  has = refuse;
  clear = refuse;
}
