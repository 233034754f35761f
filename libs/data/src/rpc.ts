import type { Database, Json } from './database.types';
import type { DataQueries } from './supabase-backend';

type Functions = Database['public']['Functions'];
export type RpcName = keyof Functions;
/** The arguments of `name` as the database declares them; none for a function without parameters. */
export type RpcArgs<N extends RpcName> = [Functions[N]['Args']] extends [never] ? [] : [Functions[N]['Args']];

/**
 * A jsonb answer as the app model its SQL function builds (the function, not the column types, fixes the shape):
 * the one place such an answer changes type.
 */
export const fromJsonb = <T>(value: Json): T => value as unknown as T;

/** A plain object (a model) as a jsonb argument. */
export const toJsonb = (value: object): Json => value as unknown as Json;

/** Calls the RPC `name` with arguments checked against the generated schema; `fail` turns an error into the thrown one. */
export async function callRpc<T, N extends RpcName>(
  client: DataQueries,
  fail: (error: unknown) => Error,
  name: N,
  ...args: RpcArgs<N>
): Promise<T> {
  const { data, error } = await client.rpc(name, ...(args as [Functions[N]['Args']]));
  if (error) throw fail(error);
  return fromJsonb<T>(data as Json);
}
