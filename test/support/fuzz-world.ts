// The gateway and the data a fuzz run works on: an agent with a booking, an admin,
// their sessions, on the test's own table.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDeps } from '#functions/deps.js';
import { createGateway, listenGateway } from '#infra/local/gateway.js';
import { freePort } from '#infra/local/moto.js';
import { makeUser, provisionTestTable } from './api.js';
import { makeBooking } from './bookings.js';
import type { FuzzWorld } from './fuzz.js';

export const FUZZ_ORIGIN = 'http://localhost:3000';

export interface FuzzStage {
  port: number;
  world: FuzzWorld;
  close: () => Promise<void>;
}

export async function startFuzzStage(): Promise<FuzzStage> {
  await provisionTestTable();
  const agent = await makeUser();
  const admin = await makeUser({ is_admin: true });
  const pending = await makeUser({ approved: false, active: null });
  const booking = await makeBooking(agent.user);
  const dist = await mkdtemp(join(tmpdir(), 'fuzz-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  const port = await freePort();
  const listening = await listenGateway(createGateway({ deps: getDeps(), distDir: dist }), port, FUZZ_ORIGIN);
  return {
    port,
    world: {
      ids: [agent.user.id, admin.user.id, pending.user.id, booking.id],
      sessionTokens: [agent.token, admin.token, pending.token],
    },
    close: async () => {
      await listening.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
