import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ERROR_CODES, MESSAGES, PRODUCT_IMAGE_MAX_BYTES } from '@kukur/contracts';
import { AppError } from '@kukur/server-kernel';
import { Observable } from 'rxjs';

const MultipartImage: Type<NestInterceptor> = FileInterceptor('image', {
  // Kept in memory: at most one 5 MB file, and only admins get this far (guards run first).
  limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
});

/** Reads the multipart field `image`; a file over 5 MB is a 413 with the shop's words. */
@Injectable()
export class ProductImageUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartImage();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
        throw new AppError(ERROR_CODES.IMAGE_TOO_LARGE, MESSAGES.catalogue.imageTooLarge, 413);
      }
      throw error;
    }
  }
}
