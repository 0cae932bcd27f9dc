import { type ApiErrorBody, isErrorCode } from "#domain/errors";
import type { UploadedImage, UploadedImageResponse } from "#domain/schemas/event-form";
import { ApiError } from "#web/lib/api";

/**
 * POST /api/media as multipart, through XMLHttpRequest: fetch cannot report upload progress.
 * `onProgress` receives 0-100. Rejects with an ApiError like `api()` does.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body = request.response as (Partial<UploadedImageResponse> & Partial<ApiErrorBody>) | null;
      if (request.status >= 200 && request.status < 300 && body?.image) {
        onProgress(100);
        resolve(body.image);
        return;
      }
      const code = body?.error?.code;
      reject(
        new ApiError(isErrorCode(code) ? code : "internal", request.status, body?.error?.params, body?.error?.fields),
      );
    });
    request.addEventListener("error", () => reject(new ApiError("network", 0)));
    request.addEventListener("abort", () => reject(new DOMException("Upload cancelled", "AbortError")));
    signal?.addEventListener("abort", () => request.abort());
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
