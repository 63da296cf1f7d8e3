import { EntityManager } from '@mikro-orm/postgresql';
import type { UserRole } from '@kukur/contracts';

/** The addresses of every account of a role that is not deleted, in order. */
export async function emailsOfRole(em: EntityManager, role: UserRole): Promise<string[]> {
  const rows = await em
    .fork()
    .getConnection()
    .execute<{ email: string }[]>(
      'select email from app_user where role = ? and deleted_at is null order by email',
      [role],
    );
  return rows.map((row) => row.email);
}
