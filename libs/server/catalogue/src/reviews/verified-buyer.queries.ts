import { Query } from '@nestjs/cqrs';

/**
 * Which of `userIds` have an order that is not cancelled with product `productId` in it. Catalogue asks,
 * ordering answers (ordering depends on catalogue, so the question is declared here, where it is asked).
 */
export class FindProductBuyersQuery extends Query<string[]> {
  constructor(
    readonly productId: string,
    readonly userIds: readonly string[],
  ) {
    super();
  }
}

/**
 * Which of `userIds` have a completed vaccination booking that included vaccine `vaccineId`. Catalogue asks,
 * vaccination answers.
 */
export class FindVaccinatedCustomersQuery extends Query<string[]> {
  constructor(
    readonly vaccineId: string,
    readonly userIds: readonly string[],
  ) {
    super();
  }
}
