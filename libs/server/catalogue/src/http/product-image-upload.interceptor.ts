import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { ERROR_CODES, MESSAGES, PRODUCT_IMAGE_MAX_BYTES } from '@kukur/contracts';
import { AppError, ValidationFailedError } from '@kukur/server-kernel';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

type UploadRequest = FastifyRequest & { uploadedImage?: Buffer };

/** Kept in memory: at most one 5 MB file, and only admins get this far (guards run before interceptors). */
const LIMITS = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

/**
 * Reads the multipart field `image` into memory for `@UploadedImage()`; a file over 5 MB is a 413 with the
 * shop's words, a file under another name a 400. A request that is not multipart has no image.
 */
@Injectable()
export class ProductImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts({ limits: LIMITS })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'image') {
            part.file.resume();
            throw new ValidationFailedError(
              `Unexpected file field "${part.fieldname}": send the image as "image"`,
              [part.fieldname],
            );
          }
          request.uploadedImage = await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(ERROR_CODES.IMAGE_TOO_LARGE, MESSAGES.catalogue.imageTooLarge, 413);
        }
        throw error;
      }
    }
    return next.handle();
  }
}

/** The bytes of the uploaded image (see ProductImageUploadInterceptor), or undefined when none came. */
export const UploadedImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<UploadRequest>().uploadedImage,
);
