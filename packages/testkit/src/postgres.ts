import pg from 'pg';

/** A PostgreSQL database made for a run beside the server's admin database, and how to drop it. */
export type ScratchDatabase = {
  name: string;
  url: string;
  drop(): Promise<void>;
};

/**
 * Creates database `name` on the server of `adminUrl` (a copy of `template` when given), so a
 * test run owns a database of its own; `drop` removes it even while connections remain.
 */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  const dropStatement = `drop database if exists "${name}" with (force)`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(dropStatement);
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(dropStatement));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
