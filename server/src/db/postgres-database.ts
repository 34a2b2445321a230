import pg from 'pg';
import type { Database, Queryable } from './database';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result: pg.QueryResult | pg.QueryResult[] = await target.query(sql, [...params]);
      // A script without parameters (the simple protocol) answers once per statement: the rows of all of them.
      return (Array.isArray(result) ? result.flatMap((each) => each.rows) : result.rows) as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server reached through a connection pool (DATABASE_URL). */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  // An idle connection the server ends (restart, failover, pg_terminate_backend) is dropped from the pool
  // and replaced on next use; unhandled, node-postgres would raise it as an uncaught exception.
  pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
