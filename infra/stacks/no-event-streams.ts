// Bundled in place of @smithy/core/event-streams (see `alias` in function.ts). Event streams
// are the SDK's streaming replies (S3 SelectObjectContent, Bedrock, Transcribe); no function
// calls an operation that has one, yet every client bundles their codec (about 14 kB).
// The S3 client still builds a marshaller when it is made, so that is kept, and refuses
// to run: a function that ever needs a stream fails loudly here, not subtly.

const refuse = (): never => {
  throw new Error('Event streams are not bundled in the functions (infra/stacks/no-event-streams.ts).');
};

export const eventStreamSerdeProvider = () => ({ serialize: refuse, deserialize: refuse });

export const resolveEventStreamSerdeConfig = <T extends { eventStreamSerdeProvider: (input: T) => unknown }>(input: T) =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

export class EventStreamSerde {
  constructor() {
    refuse();
  }
}
