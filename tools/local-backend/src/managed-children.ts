import { familyErrorMessage, MANAGED_CHILD_AGE_MAX, SIGN_UP_AGE_MIN } from '@dreampitch/domain';
import { insertAuthUser, passwordProblem } from './auth';
import type { FunctionResult } from './billing';
import type { BackendContext } from './context';
import { isPgError, type Queryable } from './database';

/**
 * Parent-managed child accounts (issue 17 item 4): `family-child-create`, `family-child-password` and
 * `family-child-delete`, called by the signed-in parent. The rules (who may, which child, the username) live in the
 * database functions of 20261125171000_managed_children.sql; this file does what only the auth server can: create
 * the auth user with a hashed password, change the password, delete the user. On hosted Supabase the Edge
 * Functions of the same names do these steps with `auth.admin` (docs/FAMILY.md).
 */

const fail = (status: number, code: string, message: string): FunctionResult => ({
  status,
  body: { error: { code, message } },
});

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
const text = (body: unknown, key: string): string => {
  const value = field(body, key);
  return typeof value === 'string' ? value : '';
};

/** A database rule's refusal (P0001 → 400, 42501 → 403) as the function's answer, with the app's message. */
function refusal(error: unknown): FunctionResult | null {
  if (!isPgError(error) || (error.code !== 'P0001' && error.code !== '42501')) return null;
  const detail = (error as { detail?: unknown }).detail;
  const message =
    familyErrorMessage(error.message) ?? (typeof detail === 'string' && detail ? detail : error.message);
  return fail(error.code === '42501' ? 403 : 400, error.message, message);
}

async function inTransaction(
  ctx: BackendContext,
  work: (tx: Queryable) => Promise<FunctionResult>,
): Promise<FunctionResult> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    const answer = refusal(error);
    if (answer) return answer;
    throw error;
  }
}

const signInFirst = () => fail(401, 'not_authenticated', familyErrorMessage('not_authenticated')!);

function passwordRefusal(password: string): FunctionResult | null {
  const problem = passwordProblem(password);
  return problem ? fail(400, problem.code, problem.message) : null;
}

export async function createManagedChild(
  ctx: BackendContext,
  parentId: string | null,
  body: unknown,
): Promise<FunctionResult> {
  if (!parentId) return signInFirst();
  const username = text(body, 'username');
  const password = text(body, 'password');
  const firstName = text(body, 'firstName').trim();
  const age = field(body, 'age');
  if (!firstName || firstName.length > 100) {
    return fail(400, 'invalid_first_name', familyErrorMessage('invalid_first_name')!);
  }
  if (
    typeof age !== 'number' ||
    !Number.isInteger(age) ||
    age < SIGN_UP_AGE_MIN ||
    age > MANAGED_CHILD_AGE_MAX
  ) {
    return fail(400, 'invalid_child_age', familyErrorMessage('invalid_child_age')!);
  }
  const weak = passwordRefusal(password);
  if (weak) return weak;
  const passwordHash = await ctx.passwords.hash(password);
  return inTransaction(ctx, async (tx) => {
    const prepared = await tx.query<{ login: string }>(
      'select private.managed_child_prepare($1, $2) as login',
      [parentId, username],
    );
    const login = prepared.rows[0]?.login;
    if (!login) throw new Error('managed_child_prepare returned no login');
    const inserted = await insertAuthUser(
      tx,
      login,
      passwordHash,
      { first_name: firstName, accountType: 'player', age, managed: true },
      true,
    );
    const childId = inserted.rows[0]?.id;
    if (!childId) throw new Error('user insert returned no row');
    const registered = await tx.query<{ child: unknown }>(
      'select private.managed_child_register($1, $2, $3) as child',
      [parentId, childId, username],
    );
    return { status: 200, body: registered.rows[0]?.child };
  });
}

const childIdOf = (body: unknown): string | null => {
  const id = text(body, 'childId');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
};

/** The parent sets a new password; the child's sessions end, so the old password's sessions do not live on. */
export async function resetManagedChildPassword(
  ctx: BackendContext,
  parentId: string | null,
  body: unknown,
): Promise<FunctionResult> {
  if (!parentId) return signInFirst();
  const childId = childIdOf(body);
  if (!childId) return fail(403, 'not_managing_parent', familyErrorMessage('not_managing_parent')!);
  const password = text(body, 'password');
  const weak = passwordRefusal(password);
  if (weak) return weak;
  const passwordHash = await ctx.passwords.hash(password);
  return inTransaction(ctx, async (tx) => {
    await tx.query('select private.managed_child_of($1, $2)', [parentId, childId]);
    await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
      childId,
      passwordHash,
    ]);
    await tx.query('delete from auth.sessions where user_id = $1', [childId]);
    return { status: 200, body: { childId } };
  });
}

/**
 * Removes an account and every row about it: the auth user (every table references it with on delete cascade) and
 * the mail queued by or to it (private.delete_account, 20261125170200_account_data.sql, which "delete my account"
 * uses too).
 */
export async function deleteAuthUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select private.delete_account($1)', [userId]);
}

export async function deleteManagedChild(
  ctx: BackendContext,
  parentId: string | null,
  body: unknown,
): Promise<FunctionResult> {
  if (!parentId) return signInFirst();
  const childId = childIdOf(body);
  if (!childId) return fail(403, 'not_managing_parent', familyErrorMessage('not_managing_parent')!);
  return inTransaction(ctx, async (tx) => {
    await tx.query('select private.managed_child_check_delete($1, $2)', [parentId, childId]);
    await deleteAuthUser(tx, childId);
    return { status: 200, body: { childId, deleted: true } };
  });
}
