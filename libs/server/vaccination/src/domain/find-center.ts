import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import { AppError } from '@kukur/server-kernel';
import { VaccinationCenter } from './vaccination-center.entity';

/** An open centre named by its id, slug or name (any letter case); 400 when there is none. */
export async function findCenter(
  em: EntityManager,
  reference: string,
  field = 'vaccinationCenter',
): Promise<VaccinationCenter> {
  const text = reference.trim();
  const center = await em.findOne(VaccinationCenter, {
    isActive: true,
    $or: [
      ...(isUuid(text) ? [{ id: text }] : []),
      { slug: text.toLowerCase() },
      { name: { $ilike: escapeLike(text) } },
    ],
  });
  if (!center) {
    throw new AppError(VACCINATION_ERROR_CODES.CENTER_NOT_FOUND, VACCINATION_MESSAGES.centerNotFound, 400, {
      fields: [field],
    });
  }
  return center;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
