import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicReadLimit } from '@kukur/server-kernel';
import { ListVaccinationCentersQuery } from '../queries/list-vaccination-centers/list-vaccination-centers.query';
import { VaccinationCenterDto } from './vaccination-center.response.dto';

@ApiTags('vaccinations')
@Controller('vaccination-centers')
export class VaccinationCentersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @PublicReadLimit()
  @ApiOperation({
    summary: 'The vaccination centres, with address, map position, phone, hours and closing days',
  })
  @ApiOkResponse({ type: [VaccinationCenterDto] })
  list(): Promise<VaccinationCenterDto[]> {
    return this.queryBus.execute(new ListVaccinationCentersQuery());
  }
}
