import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { IMAGE_SIGNATURE_BYTES, MAX_IMAGE_BYTES, sniffImageKind } from "#domain/media";
import { Button, buttonVariants } from "#web/components/ui/button";
import { FieldError } from "#web/components/ui/input";
import { ApiError } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { uploadImage } from "../api/upload-image";

type Problem = "tooLarge" | "invalidType" | "readFailed" | null;

interface ImageFieldProps {
  value: string | null;
  onChange(url: string | null): void;
  /** True while a file is being uploaded: the form waits for it. */
  onBusyChange(busy: boolean): void;
  disabled?: boolean;
}

/** The file's first bytes say what it is, as the server will check again. */
async function checkFile(file: File): Promise<Problem> {
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return "readFailed";
  }
  return sniffImageKind(head) ? null : "invalidType";
}

/**
 * The event image: checked in the browser, uploaded with a progress bar, previewed.
 * A failed upload leaves the event without one, so it gets a stock picture.
 */
export function ImageField({ value, onChange, onBusyChange, disabled }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<Problem>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [fellBack, setFellBack] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const messages: Record<Exclude<Problem, null>, string> = {
    tooLarge: t("manage.events.image.tooLarge"),
    invalidType: t("manage.events.image.invalidType"),
    readFailed: t("manage.events.image.readFailed"),
  };

  function uploadFailureReason(error: unknown): string {
    if (error instanceof ApiError && error.code === "payload_too_large") return messages.tooLarge;
    if (error instanceof ApiError && error.code === "validation_failed") return messages.invalidType;
    return explainError(t, error).description;
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setFellBack(false);
    const found = await checkFile(file);
    setProblem(found);
    if (found) {
      toast.error(t("manage.events.image.uploadFailedTitle"), { description: messages[found] });
      return;
    }
    setPreviewFailed(false);
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    abort.current = new AbortController();
    try {
      const image = await uploadImage(file, setProgress, abort.current.signal);
      onChange(image.url);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      onChange(null);
      setLocalPreview(null);
      setFellBack(true);
      toast.error(t("manage.events.image.uploadFailedTitle"), {
        description: t("manage.events.image.uploadFailed", { message: uploadFailureReason(error) }),
      });
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  function remove() {
    setLocalPreview(null);
    setProblem(null);
    setFellBack(false);
    onChange(null);
  }

  const preview = localPreview ?? value;
  const uploading = progress !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {t("manage.events.fields.image")}
      </span>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("manage.events.fields.imageHint")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {/* The native input, inside a label styled as a button: keyboard, screen reader and drop all work. */}
        <label
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-50",
          )}
        >
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            onChange={onFile}
            disabled={disabled || uploading}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={[hintId, problem ? errorId : ""].filter(Boolean).join(" ")}
            aria-invalid={Boolean(problem)}
          />
          <ImagePlus aria-hidden="true" />
          <span id={`${id}-action`}>
            {preview ? t("manage.events.image.replace") : t("manage.events.image.choose")}
          </span>
        </label>
        {preview && !uploading && (
          <Button variant="ghost" onClick={remove} disabled={disabled}>
            <Trash2 aria-hidden="true" />
            {t("manage.events.image.remove")}
          </Button>
        )}
      </div>
      <FieldError id={errorId}>{problem ? messages[problem] : null}</FieldError>
      {uploading && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t("manage.events.image.uploading", { percent: progress })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Loader2 className="size-3 animate-spin" aria-hidden="true" />
            {t("manage.events.image.uploading", { percent: progress })}
          </p>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {!uploading && value && localPreview ? t("manage.events.image.uploaded") : ""}
      </p>
      {fellBack && <p className="text-xs text-muted-foreground">{t("manage.events.image.fallback")}</p>}
      {preview && !previewFailed && (
        <img
          src={preview}
          alt={t("manage.events.image.previewAlt")}
          className="aspect-video w-full max-w-sm rounded-md border border-border bg-muted object-cover"
          onError={() => {
            setPreviewFailed(true);
            toast.error(t("manage.events.image.previewFailedTitle"), {
              description: t("manage.events.image.previewFailed"),
            });
          }}
        />
      )}
      {preview && previewFailed && (
        <p role="alert" className="text-sm text-destructive">
          {t("manage.events.image.previewFailed")}
        </p>
      )}
    </div>
  );
}
