import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

/** `?page=&pageSize=` of a paged admin list (the total goes in X-Total-Count). */
export class PagingRequestDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be 100000 or less' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: `pageSize must be between 1 and ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `pageSize must be between 1 and ${PAGE_SIZE_MAX}` })
  pageSize?: number;
}

/** The rows to skip and take for a paging request. */
export function pageWindow(paging: PagingRequestDto): { offset: number; limit: number } {
  const limit = paging.pageSize ?? PAGE_SIZE_DEFAULT;
  return { offset: ((paging.page ?? 1) - 1) * limit, limit };
}
