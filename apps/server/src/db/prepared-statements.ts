/**
 * Named prepared statements, each built on first use. On PostgreSQL, node-postgres parses a named
 * statement once per pooled connection and PostgreSQL keeps its plan, so a request pays neither
 * Drizzle's SQL building nor PostgreSQL's parsing and (after a few runs) planning. A name must always
 * stand for the same SQL text: callers derive it from everything that shapes the text.
 */
export function preparedOnce() {
  const statements = new Map<string, unknown>();
  return <Query extends { prepare(name: string): unknown }>(name: string, build: () => Query) =>
    (): ReturnType<Query['prepare']> => {
      let statement = statements.get(name) as ReturnType<Query['prepare']> | undefined;
      if (!statement) {
        statement = build().prepare(name) as ReturnType<Query['prepare']>;
        statements.set(name, statement);
      }
      return statement;
    };
}

export type PreparedOnce = ReturnType<typeof preparedOnce>;
