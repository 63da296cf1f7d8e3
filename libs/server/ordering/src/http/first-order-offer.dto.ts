import { ApiProperty } from '@nestjs/swagger';

/** The first-order offer as the cart and checkout show it. */
export class FirstOrderOfferDto {
  @ApiProperty({ example: true, description: 'Whether the shop runs the offer at all' })
  enabled: boolean;

  @ApiProperty({ example: 10, description: 'Percent off the subtotal of the first order' })
  percent: number;

  @ApiProperty({
    example: true,
    description:
      'Whether the logged-in caller’s next order gets it (no order of theirs that is not cancelled); always false for a visitor',
  })
  eligible: boolean;
}
