/** Something SQL can run against: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs one parameterised statement ($1, $2, ...) and returns its rows. Without parameters it may be a script
   * of several statements: the rows of all of them, in order.
   */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The port every repository depends on; PGlite and node-postgres adapters implement it with the same SQL. */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
