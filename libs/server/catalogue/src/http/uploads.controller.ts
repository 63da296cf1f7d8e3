import { Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProperty,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import { RequireAdmin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, AppError, ErrorResponseDto } from '@kukur/server-kernel';
import { StoreProductImageCommand } from '../commands/store-product-image/store-product-image.command';
import { PRODUCT_IMAGE_ANSWERS } from './error-answers';
import { ProductImageUploadInterceptor, UploadedImage } from './product-image-upload.interceptor';

export class UploadedImageDto {
  @ApiProperty({ example: '/media/products/3f1e9c2a-2b7d-4c1e-9f0a-1b2c3d4e5f60-large.webp' })
  imageUrl: string;

  @ApiProperty({ example: '/media/products/3f1e9c2a-2b7d-4c1e-9f0a-1b2c3d4e5f60-small.webp' })
  thumbnailUrl: string;
}

@ApiTags('catalogue')
@Controller('upload')
export class UploadsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('product-image')
  @RequireAdmin()
  @TokenScope('catalogue:write')
  @HttpCode(201)
  @UseInterceptors(ProductImageUploadInterceptor)
  @ApiOperation({ summary: 'Upload a product image (admin): JPEG, PNG, GIF or WebP bytes, at most 5 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.catalogue.imageRequired })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: MESSAGES.catalogue.imageTooLarge })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorResponseDto,
    description: MESSAGES.catalogue.imageUnsupported,
  })
  @ApiErrorAnswers(PRODUCT_IMAGE_ANSWERS)
  uploadProductImage(@UploadedImage() image: Buffer | undefined): Promise<UploadedImageDto> {
    if (!image) throw new AppError(ERROR_CODES.IMAGE_MISSING, MESSAGES.catalogue.imageRequired, 400);
    return this.commandBus.execute(new StoreProductImageCommand(image));
  }
}
