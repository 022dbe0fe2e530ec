import { ADMIN, adminClient } from './admin-client.js';
import { loadFixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface TwoInstances {
  first: TestServer;
  /** A second app instance on the first one's database, as several instances share PostgreSQL. */
  second: TestServer;
  /** An admin's token on the first instance. */
  token: string;
  close(): Promise<void>;
}

/** Two instances on one database loaded with the fixture library, and an admin logged in to the first. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const first = await startTestServer();
  const second = await startTestServer({ database: first.database });
  await loadFixtures(first.deps);
  await adminClient(first).createAdmin();
  const token = await adminClient(first).login(ADMIN.password);
  return {
    first,
    second,
    token,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
